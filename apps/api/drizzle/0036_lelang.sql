CREATE TABLE "arisan_lelang_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_lelang_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lelang_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"placed_by" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arisan_lelang_bids_amount_check" CHECK ("arisan_lelang_bids"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "arisan_lelang_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_lelang_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lelang_id" integer NOT NULL,
	"arisan_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"membership_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arisan_lelang_shares_amount_check" CHECK ("arisan_lelang_shares"."amount" >= 0),
	CONSTRAINT "arisan_lelang_shares_kind_check" CHECK (("arisan_lelang_shares"."kind" = 'commission' and "arisan_lelang_shares"."membership_id" is null) or ("arisan_lelang_shares"."kind" = 'dividend' and "arisan_lelang_shares"."membership_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "arisan_lelangs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_lelangs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"eligible_member_ids" jsonb,
	"excluded" jsonb,
	"draw_member_ids" jsonb,
	"winner_member_id" integer,
	"discount" bigint,
	"commission" bigint,
	CONSTRAINT "arisan_lelangs_cycle_check" CHECK ("arisan_lelangs"."cycle" >= 1),
	CONSTRAINT "arisan_lelangs_money_check" CHECK ("arisan_lelangs"."discount" >= 0 and "arisan_lelangs"."commission" >= 0 and "arisan_lelangs"."commission" <= "arisan_lelangs"."discount"),
	CONSTRAINT "arisan_lelangs_closed_check" CHECK (("arisan_lelangs"."closed_at" is null) = ("arisan_lelangs"."winner_member_id" is null) and ("arisan_lelangs"."closed_at" is null) = ("arisan_lelangs"."discount" is null))
);
--> statement-breakpoint
ALTER TABLE "arisan_recipients" DROP CONSTRAINT "arisan_recipients_method_check";--> statement-breakpoint
ALTER TABLE "arisan_draws" ADD COLUMN "excluded" jsonb;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "recipient_rule" text DEFAULT 'kocok' NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "draw_paid_up_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "lelang_cap_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "lelang_commission_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arisan_lelang_bids" ADD CONSTRAINT "arisan_lelang_bids_lelang_id_arisan_lelangs_id_fk" FOREIGN KEY ("lelang_id") REFERENCES "public"."arisan_lelangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelang_bids" ADD CONSTRAINT "arisan_lelang_bids_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelang_bids" ADD CONSTRAINT "arisan_lelang_bids_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelang_shares" ADD CONSTRAINT "arisan_lelang_shares_lelang_id_arisan_lelangs_id_fk" FOREIGN KEY ("lelang_id") REFERENCES "public"."arisan_lelangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelang_shares" ADD CONSTRAINT "arisan_lelang_shares_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelang_shares" ADD CONSTRAINT "arisan_lelang_shares_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelangs" ADD CONSTRAINT "arisan_lelangs_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelangs" ADD CONSTRAINT "arisan_lelangs_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelangs" ADD CONSTRAINT "arisan_lelangs_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_lelangs" ADD CONSTRAINT "arisan_lelangs_winner_member_id_members_id_fk" FOREIGN KEY ("winner_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_lelang_bids_member_key" ON "arisan_lelang_bids" USING btree ("lelang_id","membership_id");--> statement-breakpoint
CREATE INDEX "arisan_lelang_shares_arisan_idx" ON "arisan_lelang_shares" USING btree ("arisan_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_lelang_shares_member_key" ON "arisan_lelang_shares" USING btree ("lelang_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_lelangs_cycle_key" ON "arisan_lelangs" USING btree ("arisan_id","cycle");--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_method_check" CHECK ("arisan_recipients"."method" in ('manual', 'draw', 'lelang'));--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_recipient_rule_check" CHECK ("arisans"."recipient_rule" in ('kocok', 'urut', 'lelang'));--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_lelang_kind_check" CHECK ("arisans"."recipient_rule" <> 'lelang' or "arisans"."kind" = 'uang');--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_lelang_cap_check" CHECK ("arisans"."lelang_cap_percent" between 1 and 50);--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_lelang_commission_check" CHECK ("arisans"."lelang_commission_percent" between 0 and 7);--> statement-breakpoint
-- A lelang's seed and commitment never change; once closed nothing of it changes; it is never deleted
-- (ADR 077). Before the close only the closing time may move.
CREATE FUNCTION arisan_lelangs_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.closed_at IS NOT NULL
     OR NEW.seed <> OLD.seed OR NEW.commitment <> OLD.commitment
     OR NEW.arisan_id <> OLD.arisan_id OR NEW.cycle <> OLD.cycle THEN
    RAISE EXCEPTION 'a lelang is closed once' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_lelangs_check
  BEFORE UPDATE OR DELETE ON arisan_lelangs
  FOR EACH ROW EXECUTE FUNCTION arisan_lelangs_check();
--> statement-breakpoint
-- A bid on a closed lelang is refused by the database too; the service's row lock makes sure a bid either
-- lands before the close reads the bids or sees the close (ADR 077).
CREATE FUNCTION arisan_lelang_bids_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a bid is changed, never deleted' USING ERRCODE = 'P0001';
  END IF;
  IF EXISTS (SELECT 1 FROM arisan_lelangs WHERE id = NEW.lelang_id AND closed_at IS NOT NULL) THEN
    RAISE EXCEPTION 'the lelang is closed' USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.lelang_id, NEW.membership_id) IS DISTINCT FROM (OLD.lelang_id, OLD.membership_id) THEN
    RAISE EXCEPTION 'a bid stays with its member and lelang' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arisan_lelang_bids_check
  BEFORE INSERT OR UPDATE OR DELETE ON arisan_lelang_bids
  FOR EACH ROW EXECUTE FUNCTION arisan_lelang_bids_check();
--> statement-breakpoint
CREATE TRIGGER arisan_lelang_shares_append_only
  BEFORE UPDATE OR DELETE ON arisan_lelang_shares
  FOR EACH ROW EXECUTE FUNCTION append_only();
