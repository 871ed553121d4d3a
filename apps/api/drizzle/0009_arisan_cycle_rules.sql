-- Arisan cycles: one writer per derived fact, recipients per cycle, append-only money and history.
-- See docs/decisions/031-arisan-one-writer-per-fact.md and 032-verifiable-draw.md.

-- The date of cycle `n` (1-based), the SQL twin of cycleDate() in packages/shared/src/schedule.ts:
-- PostgreSQL's month arithmetic keeps the start's day and clamps to the month's end, like addMonths().
CREATE FUNCTION arisan_cycle_date(start date, saving_type text, n integer) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE saving_type
    WHEN 'daily' THEN start + (n - 1)
    WHEN 'weekly' THEN start + 7 * (n - 1)
    ELSE (start + make_interval(months => n - 1))::date
  END
$$;
--> statement-breakpoint
-- Today in Asia/Jakarta: recipients and payouts cannot be dated in the future.
CREATE FUNCTION jakarta_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date
$$;
--> statement-breakpoint
-- Whatever the ledger derives is written by the ledger's trigger only. A hand UPDATE fires these checks
-- at trigger depth 1; the ledger trigger's own writes fire them at depth 2, so only those pass.
CREATE FUNCTION refuse_unless_ledger(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION '% is derived from the contribution ledger and cannot be edited by hand', what
      USING ERRCODE = '23514';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION arisan_memberships_derived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid_cycles <> 0 THEN PERFORM refuse_unless_ledger('paid_cycles'); END IF;
  ELSIF NEW.paid_cycles IS DISTINCT FROM OLD.paid_cycles THEN
    PERFORM refuse_unless_ledger('paid_cycles');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_memberships_derived
  BEFORE INSERT OR UPDATE ON arisan_memberships
  FOR EACH ROW EXECUTE FUNCTION arisan_memberships_derived();
--> statement-breakpoint
CREATE FUNCTION contribution_dues_derived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.payment_id IS NOT NULL THEN PERFORM refuse_unless_ledger('contribution_dues.payment_id'); END IF;
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.payment_id IS NOT NULL AND pg_trigger_depth() < 2 THEN
      RAISE EXCEPTION 'a paid due cannot be deleted' USING ERRCODE = '23514';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.payment_id IS DISTINCT FROM OLD.payment_id THEN
    PERFORM refuse_unless_ledger('contribution_dues.payment_id');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contribution_dues_derived
  BEFORE INSERT OR UPDATE OR DELETE ON contribution_dues
  FOR EACH ROW EXECUTE FUNCTION contribution_dues_derived();
--> statement-breakpoint
-- The ledger's one writer: a payment checks its terms, bumps paid_cycles and marks the member's oldest
-- unpaid dues paid, all here, so paid_cycles, paid dues and the ledger's cycles cannot disagree.
CREATE OR REPLACE FUNCTION contribution_payments_check() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF (SELECT count(*) FROM contribution_dues WHERE membership_id = m.id AND payment_id IS NULL) < NEW.cycles THEN
    RAISE EXCEPTION 'the member has fewer unpaid dues than cycles paid' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION contribution_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE arisan_memberships SET paid_cycles = paid_cycles + NEW.cycles WHERE id = NEW.membership_id;
  UPDATE contribution_dues SET payment_id = NEW.id
  WHERE id IN (
    SELECT id FROM contribution_dues
    WHERE membership_id = NEW.membership_id AND payment_id IS NULL
    ORDER BY cycle
    LIMIT NEW.cycles
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contribution_payments_after_insert
  AFTER INSERT ON contribution_payments
  FOR EACH ROW EXECUTE FUNCTION contribution_payments_apply();
--> statement-breakpoint
-- Recipients: only for a cycle of the arisan that has come, never dated after today, by a membership of
-- the same arisan. A row is never deleted; the only change is its revocation.
CREATE FUNCTION arisan_recipients_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a arisans%ROWTYPE;
  due date;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'recipients are corrected by revoking, never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.revoked_at IS NOT NULL OR NEW.revoked_at IS NULL
       OR (NEW.arisan_id, NEW.cycle, NEW.membership_id, NEW.method, NEW.draw_id, NEW.received_date,
           NEW.recorded_by, NEW.recorded_at)
          IS DISTINCT FROM
          (OLD.arisan_id, OLD.cycle, OLD.membership_id, OLD.method, OLD.draw_id, OLD.received_date,
           OLD.recorded_by, OLD.recorded_at) THEN
      RAISE EXCEPTION 'a recipient can only be revoked once, nothing else changes' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  SELECT * INTO a FROM arisans WHERE id = NEW.arisan_id;
  IF NOT EXISTS (SELECT 1 FROM arisan_memberships WHERE id = NEW.membership_id AND arisan_id = NEW.arisan_id) THEN
    RAISE EXCEPTION 'recipient is not a member of this arisan' USING ERRCODE = '23514';
  END IF;
  IF NEW.cycle > a.duration THEN
    RAISE EXCEPTION 'cycle is past the duration' USING ERRCODE = '23514';
  END IF;
  due := arisan_cycle_date(a.start_date, a.saving_type, NEW.cycle);
  IF due > jakarta_today() THEN
    RAISE EXCEPTION 'cycle has not come yet' USING ERRCODE = '23514';
  END IF;
  IF NEW.received_date > jakarta_today() THEN
    RAISE EXCEPTION 'received date is after today' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_recipients_check
  BEFORE INSERT OR UPDATE OR DELETE ON arisan_recipients
  FOR EACH ROW EXECUTE FUNCTION arisan_recipients_check();
--> statement-breakpoint
-- A draw's seed and commitment never change; it is drawn once; it is never deleted.
CREATE FUNCTION arisan_draws_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.drawn_at IS NOT NULL
     OR NEW.seed <> OLD.seed OR NEW.commitment <> OLD.commitment
     OR NEW.arisan_id <> OLD.arisan_id OR NEW.cycle <> OLD.cycle THEN
    RAISE EXCEPTION 'a draw is written once' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_draws_check
  BEFORE UPDATE OR DELETE ON arisan_draws
  FOR EACH ROW EXECUTE FUNCTION arisan_draws_check();
--> statement-breakpoint
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_payouts_append_only
  BEFORE UPDATE OR DELETE ON arisan_payouts
  FOR EACH ROW EXECUTE FUNCTION append_only();
--> statement-breakpoint
CREATE TRIGGER arisan_audit_append_only
  BEFORE UPDATE OR DELETE ON arisan_audit
  FOR EACH ROW EXECUTE FUNCTION append_only();
--> statement-breakpoint
-- Received dates recorded before this migration become hand assignments of the member's position as
-- the cycle, where that cycle exists and is free (decision 033).
INSERT INTO arisan_recipients (arisan_id, cycle, membership_id, method, received_date, recorded_at)
SELECT m.arisan_id, m.position, m.id, 'manual',
       LEAST(m.received_date, jakarta_today()),
       now()
FROM arisan_memberships m
JOIN arisans a ON a.id = m.arisan_id
WHERE m.has_received AND m.received_date IS NOT NULL AND m.position <= a.duration
  AND arisan_cycle_date(a.start_date, a.saving_type, m.position) <= jakarta_today()
ON CONFLICT DO NOTHING;
