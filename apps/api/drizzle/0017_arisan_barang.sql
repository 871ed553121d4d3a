CREATE TABLE "arisan_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"cycles" integer NOT NULL,
	"amount" bigint NOT NULL,
	"late_fee" bigint DEFAULT 0 NOT NULL,
	"unique_code" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proof_bytes" "bytea",
	"proof_content_type" text,
	"sender_bank" text,
	"sender_name" text,
	"proof_uploaded_at" timestamp with time zone,
	"rejection_reason" text,
	"payment_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arisan_transfers_cycles_check" CHECK ("arisan_transfers"."cycles" >= 1),
	CONSTRAINT "arisan_transfers_amount_check" CHECK ("arisan_transfers"."amount" > 0 and "arisan_transfers"."late_fee" >= 0),
	CONSTRAINT "arisan_transfers_code_check" CHECK ("arisan_transfers"."unique_code" between 1 and 999),
	CONSTRAINT "arisan_transfers_total_check" CHECK ("arisan_transfers"."total_amount" = "arisan_transfers"."amount" + "arisan_transfers"."unique_code"),
	CONSTRAINT "arisan_transfers_status_check" CHECK ("arisan_transfers"."status" in ('pending', 'review', 'rejected', 'approved', 'cancelled')),
	CONSTRAINT "arisan_transfers_proof_check" CHECK ("arisan_transfers"."proof_content_type" is null or "arisan_transfers"."proof_content_type" in ('image/jpeg', 'application/pdf')),
	CONSTRAINT "arisan_transfers_approved_check" CHECK (("arisan_transfers"."status" = 'approved') = ("arisan_transfers"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "kind" text DEFAULT 'uang' NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "item_price" bigint;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "admin_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "start_when_full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "units_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "start_error" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arisan_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arisan_cycle" integer;--> statement-breakpoint
ALTER TABLE "arisan_transfers" ADD CONSTRAINT "arisan_transfers_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_transfers" ADD CONSTRAINT "arisan_transfers_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_transfers" ADD CONSTRAINT "arisan_transfers_payment_id_contribution_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."contribution_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_transfers" ADD CONSTRAINT "arisan_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arisan_transfers_arisan_idx" ON "arisan_transfers" USING btree ("arisan_id","created_at");--> statement-breakpoint
CREATE INDEX "arisan_transfers_status_idx" ON "arisan_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_transfers_open_key" ON "arisan_transfers" USING btree ("membership_id") WHERE "arisan_transfers"."status" in ('pending', 'review', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_transfers_open_code_key" ON "arisan_transfers" USING btree ("unique_code") WHERE "arisan_transfers"."status" in ('pending', 'review', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_transfers_payment_key" ON "arisan_transfers" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arisans_product_idx" ON "arisans" USING btree ("product_id") WHERE "arisans"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_key" ON "members" USING btree ("user_id") WHERE "members"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_arisan_cycle_key" ON "orders" USING btree ("arisan_id","arisan_cycle") WHERE "orders"."arisan_id" is not null and "orders"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_kind_check" CHECK ("arisans"."kind" in ('uang', 'barang'));--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_admin_fee_check" CHECK ("arisans"."admin_fee" >= 0);--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_units_reserved_check" CHECK ("arisans"."units_reserved" >= 0);--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_barang_check" CHECK ("arisans"."kind" = 'uang' or ("arisans"."product_id" is not null and "arisans"."item_price" > 0 and "arisans"."duration" between 2 and 24 and "arisans"."contribution_amount" = ("arisans"."item_price" + "arisans"."duration" - 1) / "arisans"."duration" + "arisans"."admin_fee"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_arisan_check" CHECK (("orders"."arisan_id" is null) = ("orders"."arisan_cycle" is null));--> statement-breakpoint
-- Member transfers are money records like order payments: never wiped (see 0014).
CREATE TRIGGER "arisan_transfers_no_truncate" BEFORE TRUNCATE ON "arisan_transfers" FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
