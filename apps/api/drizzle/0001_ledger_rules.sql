-- The arisan ledger rules live in the database too, so no code path (or a second API process racing
-- this one) can break them. See docs/architecture.md section 4.

-- The ledger is append-only: money records are never changed or lost.
CREATE FUNCTION contribution_payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contribution ledger is append-only' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contribution_payments_no_change
  BEFORE UPDATE OR DELETE ON contribution_payments
  FOR EACH ROW EXECUTE FUNCTION contribution_payments_append_only();
--> statement-breakpoint
-- A payment must belong to its membership, cost exactly contribution x cycles and never take the member's
-- paid cycles past the arisan's duration. The membership row is locked, so two payments at the same
-- moment are checked one after the other.
CREATE FUNCTION contribution_payments_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m arisan_memberships%ROWTYPE;
  a arisans%ROWTYPE;
BEGIN
  SELECT * INTO m FROM arisan_memberships WHERE id = NEW.membership_id FOR UPDATE;
  IF NOT FOUND OR m.arisan_id <> NEW.arisan_id OR m.member_id <> NEW.member_id THEN
    RAISE EXCEPTION 'payment does not match the membership' USING ERRCODE = '23514';
  END IF;
  SELECT * INTO a FROM arisans WHERE id = NEW.arisan_id;
  IF NEW.amount <> a.contribution_amount * NEW.cycles THEN
    RAISE EXCEPTION 'amount must equal contribution x cycles' USING ERRCODE = '23514';
  END IF;
  IF m.paid_cycles + NEW.cycles > a.duration THEN
    RAISE EXCEPTION 'paid cycles would exceed the duration' USING ERRCODE = '23514';
  END IF;
  UPDATE arisan_memberships SET paid_cycles = paid_cycles + NEW.cycles WHERE id = NEW.membership_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contribution_payments_before_insert
  BEFORE INSERT ON contribution_payments
  FOR EACH ROW EXECUTE FUNCTION contribution_payments_check();
