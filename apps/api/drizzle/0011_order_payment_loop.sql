CREATE TABLE "payment_proofs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"sender_bank" text NOT NULL,
	"sender_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_content_type_check" CHECK ("payment_proofs"."content_type" in ('image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unique_code" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_unique_code_key" ON "orders" USING btree ("unique_code") WHERE status = 'pending' and unique_code > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unique_code_check" CHECK ("orders"."unique_code" between 0 and 999);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_check" CHECK ("orders"."courier" is null or "orders"."courier" in ('jne', 'jnt', 'sicepat', 'anteraja', 'pos', 'own'));