ALTER TABLE "products" ADD COLUMN "weight_gram" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sizes_check" CHECK (coalesce("products"."weight_gram", 1) between 1 and 1000000 and coalesce("products"."length_cm", 1) between 1 and 1000 and coalesce("products"."width_cm", 1) between 1 and 1000 and coalesce("products"."height_cm", 1) between 1 and 1000);