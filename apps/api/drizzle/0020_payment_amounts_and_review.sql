CREATE TABLE "open_payment_amounts" (
	"amount" bigint PRIMARY KEY NOT NULL,
	"order_id" integer,
	"arisan_transfer_id" integer,
	CONSTRAINT "open_payment_amounts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "open_payment_amounts_arisan_transfer_id_unique" UNIQUE("arisan_transfer_id"),
	CONSTRAINT "open_payment_amounts_one_payable" CHECK (num_nonnulls("open_payment_amounts"."order_id", "open_payment_amounts"."arisan_transfer_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "arisan_transfers" DROP CONSTRAINT "arisan_transfers_code_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_unique_code_check";--> statement-breakpoint
DROP INDEX "arisan_transfers_open_code_key";--> statement-breakpoint
DROP INDEX "orders_open_unique_code_key";--> statement-breakpoint
-- The owner's review deadline of a proof of transfer (ADR 049); proofs sent before get the default 72 hours.
ALTER TABLE "payment_proofs" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_proofs" SET "review_due_at" = "uploaded_at" + interval '72 hours';--> statement-breakpoint
ALTER TABLE "payment_proofs" ALTER COLUMN "review_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "open_payment_amounts" ADD CONSTRAINT "open_payment_amounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_payment_amounts" ADD CONSTRAINT "open_payment_amounts_arisan_transfer_id_arisan_transfers_id_fk" FOREIGN KEY ("arisan_transfer_id") REFERENCES "public"."arisan_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_transfers" ADD CONSTRAINT "arisan_transfers_code_check" CHECK ("arisan_transfers"."unique_code" between 1 and 9999);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unique_code_check" CHECK ("orders"."unique_code" between 0 and 9999);--> statement-breakpoint
-- Open payments and their amounts (ADR 050). An order is open while it waits for its transfer with a unique
-- code (status 'pending'; code 0 marks orders that expect no transfer); a member transfer while pending, in
-- review or rejected. The triggers are the one writer of open_payment_amounts: a payment that opens claims
-- its amount (a second open payment with that amount fails on the primary key, 23505, and the writer draws
-- another code), one that closes gives it back, and a changed amount moves the claim.
CREATE FUNCTION orders_claim_open_amount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_open boolean := TG_OP = 'UPDATE' AND OLD.status = 'pending' AND OLD.unique_code > 0;
  is_open boolean := NEW.status = 'pending' AND NEW.unique_code > 0;
BEGIN
  IF was_open AND is_open AND OLD.total_amount = NEW.total_amount THEN
    RETURN NULL;
  END IF;
  IF was_open THEN
    DELETE FROM open_payment_amounts WHERE order_id = OLD.id;
  END IF;
  IF is_open THEN
    INSERT INTO open_payment_amounts (amount, order_id) VALUES (NEW.total_amount, NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_open_amount AFTER INSERT OR UPDATE OF status, total_amount, unique_code ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_claim_open_amount();
--> statement-breakpoint
CREATE FUNCTION arisan_transfers_claim_open_amount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_open boolean := TG_OP = 'UPDATE' AND OLD.status IN ('pending', 'review', 'rejected');
  is_open boolean := NEW.status IN ('pending', 'review', 'rejected');
BEGIN
  IF was_open AND is_open AND OLD.total_amount = NEW.total_amount THEN
    RETURN NULL;
  END IF;
  IF was_open THEN
    DELETE FROM open_payment_amounts WHERE arisan_transfer_id = OLD.id;
  END IF;
  IF is_open THEN
    INSERT INTO open_payment_amounts (amount, arisan_transfer_id) VALUES (NEW.total_amount, NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_transfers_open_amount AFTER INSERT OR UPDATE OF status, total_amount ON arisan_transfers
  FOR EACH ROW EXECUTE FUNCTION arisan_transfers_claim_open_amount();
--> statement-breakpoint
-- The payments open now. Codes were unique, amounts were not: where two open payments already share an
-- amount the older keeps the claim (the other is matched by hand, as before).
INSERT INTO open_payment_amounts (amount, order_id)
  SELECT total_amount, id FROM orders WHERE status = 'pending' AND unique_code > 0 ORDER BY id
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO open_payment_amounts (amount, arisan_transfer_id)
  SELECT total_amount, id FROM arisan_transfers WHERE status IN ('pending', 'review', 'rejected') ORDER BY id
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A TRUNCATE would empty the claims while the payments stay open (the rule of migration 0014).
CREATE TRIGGER open_payment_amounts_no_truncate BEFORE TRUNCATE ON open_payment_amounts
  FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
