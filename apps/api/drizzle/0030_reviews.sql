CREATE TABLE "review_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb" "bytea" NOT NULL,
	"large" "bytea" NOT NULL,
	CONSTRAINT "review_photos_position_check" CHECK ("review_photos"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"reviewer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" integer,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_check" CHECK ("reviews"."text" is null or char_length("reviews"."text") between 1 and 1000),
	CONSTRAINT "reviews_hidden_check" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null)),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_review_position_key" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_key" ON "reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "reviews_product_visible_idx" ON "reviews" USING btree ("product_id","created_at","id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("product_id","rating","created_at","id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
-- products.rating and products.review_count are derived here, never written by a service (ADR 074): after
-- every statement that inserts, changes or deletes reviews, each touched product's figures are read again
-- from its visible reviews (rating rounded to one decimal, 0 when none). A writer holds the product's row
-- (SELECT ... FOR UPDATE) before its statement, so this read sees every review committed before it.
CREATE OR REPLACE FUNCTION reviews_refresh_products(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET review_count = f.n, rating = f.avg
  FROM (
    SELECT t.id, count(r.id)::integer AS n, coalesce(round(avg(r.rating)::numeric, 1), 0)::real AS avg
    FROM unnest(ids) AS t(id)
    LEFT JOIN reviews r ON r.product_id = t.id AND r.hidden_at IS NULL
    GROUP BY t.id
  ) f
  WHERE p.id = f.id AND (p.review_count, p.rating) IS DISTINCT FROM (f.n, f.avg);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reviews_refresh_products(array(SELECT DISTINCT product_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM reviews_refresh_products(array(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM reviews_refresh_products(array(SELECT DISTINCT product_id FROM old_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_track();
--> statement-breakpoint
CREATE TRIGGER reviews_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_track();
--> statement-breakpoint
CREATE TRIGGER reviews_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_track();
--> statement-breakpoint
-- Until now the figures were demo numbers with no review behind them: they start again from the reviews.
UPDATE products SET rating = 0, review_count = 0 WHERE rating <> 0 OR review_count <> 0;
