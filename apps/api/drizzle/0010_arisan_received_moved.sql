ALTER TABLE "arisan_memberships" DROP COLUMN "has_received";--> statement-breakpoint
ALTER TABLE "arisan_memberships" DROP COLUMN "received_date";