CREATE TABLE "shop_counter_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_counter_deltas_name_idx" ON "shop_counter_deltas" USING btree ("name");--> statement-breakpoint
CREATE VIEW "public"."shop_counter_totals" AS (select name, sum(n)::bigint as n from (
    select name, n from shop_counters union all select name, n from shop_counter_deltas
  ) c group by name);--> statement-breakpoint
-- A change adds a row of what it adds instead of updating the counter's row (ADR 092): the update held
-- the row until commit, so every checkout of the shop waited for the one before it to commit (the
-- 'orders' and 'orders:pending' counters). Readers sum through shop_counter_totals; a job folds the
-- deltas into shop_counters.
CREATE OR REPLACE FUNCTION shop_counters_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[0];
  weight text := coalesce(TG_ARGV[1], '1');
  deltas text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    deltas := format('select k, sum(%2$s) as d from new_rows r, unnest(%1$s) k group by k', keys, weight);
  ELSIF TG_OP = 'DELETE' THEN
    deltas := format('select k, -sum(%2$s) as d from old_rows r, unnest(%1$s) k group by k', keys, weight);
  ELSE
    deltas := format(
      'select k, sum(d) as d from (select k, %2$s as d from new_rows r, unnest(%1$s) k'
      ' union all select k, -(%2$s) from old_rows r, unnest(%1$s) k) x group by k', keys, weight);
  END IF;
  EXECUTE 'insert into shop_counter_deltas (name, n) select k, d from (' || deltas || ') c where d <> 0';
  RETURN NULL;
END;
$$;
