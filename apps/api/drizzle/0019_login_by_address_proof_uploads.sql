CREATE TABLE "proof_upload_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_upload_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Failed logins are counted per (account, client address) now (ADR 053). The per-account counts of the
-- last day are dropped: a lock on the whole account is what this change removes.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_email_address_pk" PRIMARY KEY("email","address");--> statement-breakpoint
CREATE INDEX "proof_upload_attempts_user_at_idx" ON "proof_upload_attempts" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "proof_upload_attempts_at_idx" ON "proof_upload_attempts" USING btree ("at");
