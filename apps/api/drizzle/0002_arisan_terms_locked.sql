-- Once money is in an arisan, its terms cannot drift under the ledger: the contribution amount is
-- fixed, and the duration cannot drop below what any member has already paid (docs/architecture.md section 4,
-- docs/decisions/005-arisan-ledger.md). The API refuses these first with clear messages; this is the
-- last line of defence.
CREATE FUNCTION arisans_terms_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.contribution_amount <> OLD.contribution_amount
     AND EXISTS (SELECT 1 FROM contribution_payments WHERE arisan_id = OLD.id) THEN
    RAISE EXCEPTION 'contribution amount is fixed once payments exist' USING ERRCODE = '23514';
  END IF;
  IF NEW.duration < OLD.duration
     AND EXISTS (SELECT 1 FROM arisan_memberships WHERE arisan_id = OLD.id AND paid_cycles > NEW.duration) THEN
    RAISE EXCEPTION 'duration is below cycles already paid' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisans_terms_locked
  BEFORE UPDATE ON arisans
  FOR EACH ROW EXECUTE FUNCTION arisans_terms_locked();
