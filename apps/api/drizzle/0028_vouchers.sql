CREATE TABLE "voucher_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"min_purchase" bigint DEFAULT 0 NOT NULL,
	"max_discount" bigint,
	"quota" integer,
	"per_customer" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_type_check" CHECK ("vouchers"."type" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "vouchers_value_check" CHECK (("vouchers"."type" = 'percent' and "vouchers"."value" between 1 and 100) or ("vouchers"."type" = 'fixed' and "vouchers"."value" >= 1) or ("vouchers"."type" = 'free_shipping' and "vouchers"."value" = 0)),
	CONSTRAINT "vouchers_limits_check" CHECK ("vouchers"."min_purchase" >= 0 and ("vouchers"."max_discount" is null or "vouchers"."max_discount" >= 0) and ("vouchers"."quota" is null or "vouchers"."quota" >= 1) and ("vouchers"."per_customer" is null or "vouchers"."per_customer" >= 1)),
	CONSTRAINT "vouchers_dates_check" CHECK ("vouchers"."starts_at" is null or "vouchers"."ends_at" is null or "vouchers"."ends_at" > "vouchers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_order_key" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_live_idx" ON "voucher_uses" USING btree ("voucher_id","user_id") WHERE "voucher_uses"."given_back_at" is null;--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("created_at","id");