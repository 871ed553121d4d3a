CREATE TABLE "shop_setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "desa_code" text;--> statement-breakpoint
ALTER TABLE "shop_setting_changes" ADD CONSTRAINT "shop_setting_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_setting_changes_changed_at_idx" ON "shop_setting_changes" USING btree ("changed_at","id");--> statement-breakpoint
-- 'Riwayat Perubahan' is the record of who changed the shop's settings (docs/decisions/071-shop-settings-and-delivery-area.md):
-- never rewritten nor deleted. The one change allowed is the one a deleted account makes through the
-- foreign key (ON DELETE SET NULL clears changed_by).
CREATE FUNCTION shop_setting_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.changed_by IS NULL
     AND (NEW.id, NEW.field, NEW.old_value, NEW.new_value, NEW.changed_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.field, OLD.old_value, OLD.new_value, OLD.changed_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shop_setting_changes_append_only
  BEFORE UPDATE OR DELETE ON shop_setting_changes
  FOR EACH ROW EXECUTE FUNCTION shop_setting_changes_append_only();
--> statement-breakpoint
CREATE TRIGGER shop_setting_changes_no_truncate BEFORE TRUNCATE ON shop_setting_changes
  FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
