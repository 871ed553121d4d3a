CREATE TABLE "shop_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_sort_name_idx" ON "products" USING btree (lower("name") collate "C","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_price_idx" ON "products" USING btree ("price","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_sort_sold_idx" ON "products" USING btree ("sold","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_sort_name_idx" ON "products" USING btree ("category_id",lower("name") collate "C","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_sort_price_idx" ON "products" USING btree ("category_id","price","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_sort_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_cat_sort_sold_idx" ON "products" USING btree ("category_id","sold","id") WHERE "products"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_lookup_idx" ON "products" USING btree (lower("name"));