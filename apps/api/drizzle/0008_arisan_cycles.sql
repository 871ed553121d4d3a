CREATE TABLE "arisan_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arisan_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"eligible_member_ids" jsonb,
	"winner_member_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "arisan_draws_cycle_check" CHECK ("arisan_draws"."cycle" >= 1)
);
--> statement-breakpoint
CREATE TABLE "arisan_lookup_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_lookup_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"passcode" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arisan_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_date" date NOT NULL,
	"method" text NOT NULL,
	"proof_jpeg" "bytea",
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arisan_payouts_amount_check" CHECK ("arisan_payouts"."amount" > 0),
	CONSTRAINT "arisan_payouts_method_check" CHECK ("arisan_payouts"."method" in ('cash', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "arisan_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"method" text NOT NULL,
	"draw_id" integer,
	"received_date" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "arisan_recipients_cycle_check" CHECK ("arisan_recipients"."cycle" >= 1),
	CONSTRAINT "arisan_recipients_method_check" CHECK ("arisan_recipients"."method" in ('manual', 'draw'))
);
--> statement-breakpoint
ALTER TABLE "arisans" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arisan_audit" ADD CONSTRAINT "arisan_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_draws" ADD CONSTRAINT "arisan_draws_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_draws" ADD CONSTRAINT "arisan_draws_winner_member_id_members_id_fk" FOREIGN KEY ("winner_member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_draws" ADD CONSTRAINT "arisan_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_payouts" ADD CONSTRAINT "arisan_payouts_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_payouts" ADD CONSTRAINT "arisan_payouts_recipient_id_arisan_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."arisan_recipients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_payouts" ADD CONSTRAINT "arisan_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_draw_id_arisan_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."arisan_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_recipients" ADD CONSTRAINT "arisan_recipients_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arisan_audit_arisan_idx" ON "arisan_audit" USING btree ("arisan_id","at");--> statement-breakpoint
CREATE INDEX "arisan_draws_arisan_idx" ON "arisan_draws" USING btree ("arisan_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_draws_open_key" ON "arisan_draws" USING btree ("arisan_id","cycle") WHERE "arisan_draws"."drawn_at" is null;--> statement-breakpoint
CREATE INDEX "arisan_lookup_attempts_ip_idx" ON "arisan_lookup_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "arisan_lookup_attempts_passcode_idx" ON "arisan_lookup_attempts" USING btree ("passcode","at");--> statement-breakpoint
CREATE INDEX "arisan_payouts_arisan_idx" ON "arisan_payouts" USING btree ("arisan_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_recipients_cycle_key" ON "arisan_recipients" USING btree ("arisan_id","cycle") WHERE "arisan_recipients"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_recipients_membership_key" ON "arisan_recipients" USING btree ("membership_id") WHERE "arisan_recipients"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "arisans" ADD CONSTRAINT "arisans_late_fee_check" CHECK ("arisans"."late_fee" >= 0);--> statement-breakpoint
ALTER TABLE "contribution_payments" ADD CONSTRAINT "contribution_payments_late_fee_check" CHECK ("contribution_payments"."late_fee" >= 0);