-- Late fees and payment corrections on the contribution ledger (decisions 039 and 040).
-- A correction is an appended reversal row: negative amount, cycles and late fee of the payment it
-- reverses, with a reason; who and when are recorded_by/recorded_at as for every ledger row.
ALTER TABLE "contribution_payments" DROP CONSTRAINT "contribution_payments_amount_check";--> statement-breakpoint
ALTER TABLE "contribution_payments" DROP CONSTRAINT "contribution_payments_cycles_check";--> statement-breakpoint
ALTER TABLE "contribution_payments" DROP CONSTRAINT "contribution_payments_late_fee_check";--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD COLUMN "reverses_payment_id" integer;--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD CONSTRAINT "contribution_payments_reverses_payment_id_contribution_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."contribution_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A payment is reversed at most once: the database's rule, whatever the service checked before.
CREATE UNIQUE INDEX "contribution_payments_reversal_key" ON "contribution_payments" USING btree ("reverses_payment_id") WHERE "contribution_payments"."reverses_payment_id" is not null;--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD CONSTRAINT "contribution_payments_kind_check" CHECK (("contribution_payments"."reverses_payment_id" is null and "contribution_payments"."reason" is null and "contribution_payments"."amount" > 0 and "contribution_payments"."cycles" >= 1 and "contribution_payments"."late_fee" >= 0) or ("contribution_payments"."reverses_payment_id" is not null and "contribution_payments"."reason" is not null and "contribution_payments"."amount" < 0 and "contribution_payments"."cycles" <= -1 and "contribution_payments"."late_fee" <= 0));--> statement-breakpoint
-- The ledger's checks. A payment: amount = contribution x cycles, never past the duration, enough unpaid
-- dues, and late fee = the arisan's fee x the dues it pays (oldest unpaid first) whose date is before the
-- payment date. A reversal: the exact negative of a payment (not of a reversal) of the same membership.
CREATE OR REPLACE FUNCTION contribution_payments_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m arisan_memberships%ROWTYPE;
  a arisans%ROWTYPE;
  o contribution_payments%ROWTYPE;
  late integer;
BEGIN
  SELECT * INTO m FROM arisan_memberships WHERE id = NEW.membership_id FOR UPDATE;
  IF NOT FOUND OR m.arisan_id <> NEW.arisan_id OR m.member_id <> NEW.member_id THEN
    RAISE EXCEPTION 'payment does not match the membership' USING ERRCODE = '23514';
  END IF;
  SELECT * INTO a FROM arisans WHERE id = NEW.arisan_id;
  IF NEW.reverses_payment_id IS NOT NULL THEN
    SELECT * INTO o FROM contribution_payments WHERE id = NEW.reverses_payment_id;
    IF NOT FOUND OR o.membership_id <> NEW.membership_id OR o.reverses_payment_id IS NOT NULL THEN
      RAISE EXCEPTION 'a reversal must reverse a payment of the same membership' USING ERRCODE = '23514';
    END IF;
    IF NEW.amount <> -o.amount OR NEW.cycles <> -o.cycles OR NEW.late_fee <> -o.late_fee THEN
      RAISE EXCEPTION 'a reversal must offset the payment exactly' USING ERRCODE = '23514';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.amount <> a.contribution_amount * NEW.cycles THEN
    RAISE EXCEPTION 'amount must equal contribution x cycles' USING ERRCODE = '23514';
  END IF;
  IF m.paid_cycles + NEW.cycles > a.duration THEN
    RAISE EXCEPTION 'paid cycles would exceed the duration' USING ERRCODE = '23514';
  END IF;
  IF (SELECT count(*) FROM contribution_dues WHERE membership_id = m.id AND payment_id IS NULL) < NEW.cycles THEN
    RAISE EXCEPTION 'the member has fewer unpaid dues than cycles paid' USING ERRCODE = '23514';
  END IF;
  SELECT count(*) FILTER (WHERE d.due_date < NEW.payment_date) INTO late
  FROM (
    SELECT due_date FROM contribution_dues
    WHERE membership_id = m.id AND payment_id IS NULL
    ORDER BY cycle
    LIMIT NEW.cycles
  ) d;
  IF NEW.late_fee <> a.late_fee * late THEN
    RAISE EXCEPTION 'late fee must equal the arisan''s late fee x late cycles' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The one writer of paid cycles and paid dues: a payment marks the oldest unpaid dues paid; a reversal
-- takes back exactly the dues its payment marked.
CREATE OR REPLACE FUNCTION contribution_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE arisan_memberships SET paid_cycles = paid_cycles + NEW.cycles WHERE id = NEW.membership_id;
  IF NEW.reverses_payment_id IS NOT NULL THEN
    UPDATE contribution_dues SET payment_id = NULL WHERE payment_id = NEW.reverses_payment_id;
  ELSE
    UPDATE contribution_dues SET payment_id = NEW.id
    WHERE id IN (
      SELECT id FROM contribution_dues
      WHERE membership_id = NEW.membership_id AND payment_id IS NULL
      ORDER BY cycle
      LIMIT NEW.cycles
    );
  END IF;
  RETURN NEW;
END;
$$;
