-- The owner's review deadline of a proof of transfer (ADR 049); proofs sent before get the default 72 hours.
ALTER TABLE "payment_proofs" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_proofs" SET "review_due_at" = "uploaded_at" + interval '72 hours';--> statement-breakpoint
ALTER TABLE "payment_proofs" ALTER COLUMN "review_due_at" SET NOT NULL;
