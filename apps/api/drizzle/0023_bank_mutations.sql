CREATE TABLE "bank_mutations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_mutations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"external_id" text,
	"line_no" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_kind" text,
	"payment_id" integer,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_mutations_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_mutations_source_check" CHECK ("bank_mutations"."source" in ('statement', 'webhook')),
	CONSTRAINT "bank_mutations_format_check" CHECK ("bank_mutations"."format" in ('bca', 'bni', 'mandiri', 'mt940', 'csv', 'webhook')),
	CONSTRAINT "bank_mutations_outcome_check" CHECK ("bank_mutations"."outcome" in ('matched', 'unmatched', 'several', 'decided')),
	CONSTRAINT "bank_mutations_amount_check" CHECK ("bank_mutations"."amount" > 0),
	CONSTRAINT "bank_mutations_payment_check" CHECK (("bank_mutations"."outcome" = 'matched') = ("bank_mutations"."payment_id" is not null) and ("bank_mutations"."payment_id" is null) = ("bank_mutations"."payment_kind" is null)
        and ("bank_mutations"."payment_kind" is null or "bank_mutations"."payment_kind" in ('order', 'barang_transfer')))
);
--> statement-breakpoint
ALTER TABLE "bank_mutations" ADD CONSTRAINT "bank_mutations_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_mutations_payment_idx" ON "bank_mutations" USING btree ("payment_kind","payment_id");--> statement-breakpoint
-- The lines the shop has read from its bank are the evidence of its payments
-- (docs/decisions/061-statement-matching.md): never rewritten nor deleted. The one change allowed is the
-- one a deleted account makes through the foreign key (ON DELETE SET NULL clears imported_by).
CREATE FUNCTION bank_mutations_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.imported_by IS NULL
     AND (NEW.id, NEW.fingerprint, NEW.source, NEW.format, NEW.external_id, NEW.line_no, NEW.booked_on,
          NEW.amount, NEW.description, NEW.outcome, NEW.payment_kind, NEW.payment_id, NEW.imported_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.fingerprint, OLD.source, OLD.format, OLD.external_id, OLD.line_no, OLD.booked_on,
          OLD.amount, OLD.description, OLD.outcome, OLD.payment_kind, OLD.payment_id, OLD.imported_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bank_mutations_append_only
  BEFORE UPDATE OR DELETE ON bank_mutations
  FOR EACH ROW EXECUTE FUNCTION bank_mutations_append_only();
--> statement-breakpoint
CREATE TRIGGER bank_mutations_no_truncate BEFORE TRUNCATE ON bank_mutations
  FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
