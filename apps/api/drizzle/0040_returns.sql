CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"proof_bytes" "bytea",
	"proof_content_type" text,
	"restocked" boolean DEFAULT false NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_proof_check" CHECK (("order_refunds"."proof_bytes" is null) = ("order_refunds"."proof_content_type" is null) and ("order_refunds"."proof_content_type" is null or "order_refunds"."proof_content_type" in ('image/jpeg', 'application/pdf')))
);
--> statement-breakpoint
CREATE TABLE "order_return_items" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_return_items_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "order_return_items_quantity_check" CHECK ("order_return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_return_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_return_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"owner_note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('requested', 'approved', 'rejected', 'refunded')),
	CONSTRAINT "order_returns_decided_check" CHECK (("order_returns"."status" = 'requested') = ("order_returns"."decided_at" is null)),
	CONSTRAINT "order_returns_rejected_note_check" CHECK ("order_returns"."status" <> 'rejected' or "order_returns"."owner_note" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","requested_at","id");--> statement-breakpoint
-- Refunds are money history (docs/decisions/089-returns-and-refunds.md): never rewritten nor deleted.
-- The one change allowed is the one a deleted account makes through the foreign key (actor_id cleared).
CREATE FUNCTION order_refunds_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL
     AND (NEW.id, NEW.order_id, NEW.return_id, NEW.amount, NEW.reference, NEW.proof_bytes,
          NEW.proof_content_type, NEW.restocked, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.order_id, OLD.return_id, OLD.amount, OLD.reference, OLD.proof_bytes,
          OLD.proof_content_type, OLD.restocked, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_refunds_append_only
  BEFORE UPDATE OR DELETE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION order_refunds_append_only();
--> statement-breakpoint
CREATE TRIGGER order_refunds_no_truncate BEFORE TRUNCATE ON order_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
--> statement-breakpoint
-- The overview's sales are net of refunds: a refund takes its amount off the day its order counts on
-- ('sales:YYYY-MM-DD' of the order's creation, as migration 0012 adds it), in the refund's transaction.
CREATE TRIGGER order_refunds_sales AFTER INSERT ON order_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$array(select 'sales:' || to_char(o.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') from orders o where o.id = r.order_id)$$,
    '-r.amount');
