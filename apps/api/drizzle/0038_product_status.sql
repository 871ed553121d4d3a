ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
-- A product hidden before statuses existed was deleted while orders referenced it (ADR 085).
UPDATE "products" SET "status" = 'deleted' WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("id") WHERE "products"."hidden_at" is null and "products"."stock" < "products"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "products_unlisted_idx" ON "products" USING btree ("status","created_at","id") WHERE "products"."status" in ('draft', 'archived');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'draft', 'archived', 'deleted'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_hidden_check" CHECK (("products"."status" = 'active') = ("products"."hidden_at" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" between 0 and 1000000000);