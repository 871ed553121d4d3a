CREATE TABLE "payment_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payable_id" integer NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"evidence" text,
	"reason" text,
	"amount" bigint NOT NULL,
	"actor_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_decisions_kind_check" CHECK ("payment_decisions"."kind" in ('order', 'barang_transfer')),
	CONSTRAINT "payment_decisions_action_check" CHECK ("payment_decisions"."action" in ('approve', 'reject')),
	CONSTRAINT "payment_decisions_source_check" CHECK ("payment_decisions"."source" in ('manual', 'statement', 'webhook')),
	CONSTRAINT "payment_decisions_reason_check" CHECK (("payment_decisions"."action" = 'reject') = ("payment_decisions"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_decisions" ADD CONSTRAINT "payment_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_decisions_payable_idx" ON "payment_decisions" USING btree ("kind","payable_id","decided_at");--> statement-breakpoint
-- Decisions on payments are money history (docs/decisions/060-one-payments-module.md): never rewritten
-- nor deleted. The one change allowed is the one a deleted account makes through the foreign key
-- (ON DELETE SET NULL clears actor_id); everything else stays as it was written.
CREATE FUNCTION payment_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL
     AND (NEW.id, NEW.kind, NEW.payable_id, NEW.action, NEW.source, NEW.evidence, NEW.reason, NEW.amount,
          NEW.decided_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.kind, OLD.payable_id, OLD.action, OLD.source, OLD.evidence, OLD.reason, OLD.amount,
          OLD.decided_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_decisions_append_only
  BEFORE UPDATE OR DELETE ON payment_decisions
  FOR EACH ROW EXECUTE FUNCTION payment_decisions_append_only();
--> statement-breakpoint
CREATE TRIGGER payment_decisions_no_truncate BEFORE TRUNCATE ON payment_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION toko_refuse_truncate();
