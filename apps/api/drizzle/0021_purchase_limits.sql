ALTER TABLE "products" ADD COLUMN "max_purchase" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_network" text;--> statement-breakpoint
CREATE INDEX "orders_pending_network_idx" ON "orders" USING btree ("client_network") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_purchase_check" CHECK ("products"."max_purchase" is null or "products"."max_purchase" >= 1);