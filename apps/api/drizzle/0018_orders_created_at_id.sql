-- The overview's latest orders of a day (order by created_at desc, id desc, limit 10) come straight out
-- of the index in that order, with no sort step (ADR 026).
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");