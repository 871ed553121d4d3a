-- The money ledgers are append-only (UPDATE/DELETE rules in earlier migrations); TRUNCATE bypasses row
-- triggers, so it is refused by a statement trigger on each money table, also when reached by CASCADE.
-- An operator who really must wipe a test database drops the database instead.
CREATE OR REPLACE FUNCTION toko_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'TRUNCATE of % is not allowed: money records are kept', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'orders', 'order_items', 'order_status_history', 'payment_proofs',
    'arisans', 'arisan_memberships', 'contribution_payments', 'contribution_dues',
    'arisan_payouts', 'arisan_audit'
  ] LOOP
    IF to_regclass(t) IS NOT NULL THEN
      EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate()', t || '_no_truncate', t);
    END IF;
  END LOOP;
END;
$$;
