-- The counts the overview and the listings read on every call (products per category, customers, orders,
-- pending orders, active arisans) are kept in shop_counters by statement triggers, in the same
-- transaction as the change, so reading them is a handful of rows at any size (ADR 024).
-- Each table passes an expression that gives the counter names one of its rows counts towards.
CREATE FUNCTION shop_counters_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[0];
  deltas text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    deltas := format('select k, count(*) as d from new_rows r, unnest(%s) k group by k', keys);
  ELSIF TG_OP = 'DELETE' THEN
    deltas := format('select k, -count(*) as d from old_rows r, unnest(%s) k group by k', keys);
  ELSE
    deltas := format(
      'select k, sum(d) as d from (select k, 1 as d from new_rows r, unnest(%1$s) k'
      ' union all select k, -1 from old_rows r, unnest(%1$s) k) x group by k', keys);
  END IF;
  -- Sorted, so two transactions touch the same counters in the same order (no deadlock).
  EXECUTE 'insert into shop_counters (name, n) select k, d from (' || deltas || ') c where d <> 0 order by k'
    ' on conflict (name) do update set n = shop_counters.n + excluded.n';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_counters_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.hidden_at is null then array['products', 'products:' || coalesce(r.category_id::text, 'none')] end$$);
--> statement-breakpoint
CREATE TRIGGER products_counters_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.hidden_at is null then array['products', 'products:' || coalesce(r.category_id::text, 'none')] end$$);
--> statement-breakpoint
CREATE TRIGGER products_counters_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.hidden_at is null then array['products', 'products:' || coalesce(r.category_id::text, 'none')] end$$);
--> statement-breakpoint
CREATE TRIGGER users_counters_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track($$case when r.role = 'customer' then array['customers'] end$$);
--> statement-breakpoint
CREATE TRIGGER users_counters_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track($$case when r.role = 'customer' then array['customers'] end$$);
--> statement-breakpoint
CREATE TRIGGER users_counters_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track($$case when r.role = 'customer' then array['customers'] end$$);
--> statement-breakpoint
CREATE TRIGGER orders_counters_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'pending' then array['orders', 'orders:pending'] else array['orders'] end$$);
--> statement-breakpoint
CREATE TRIGGER orders_counters_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'pending' then array['orders', 'orders:pending'] else array['orders'] end$$);
--> statement-breakpoint
CREATE TRIGGER orders_counters_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'pending' then array['orders', 'orders:pending'] else array['orders'] end$$);
--> statement-breakpoint
CREATE TRIGGER arisans_counters_insert AFTER INSERT ON arisans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'active' and r.archived_at is null then array['arisans:active'] end$$);
--> statement-breakpoint
CREATE TRIGGER arisans_counters_update AFTER UPDATE ON arisans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'active' and r.archived_at is null then array['arisans:active'] end$$);
--> statement-breakpoint
CREATE TRIGGER arisans_counters_delete AFTER DELETE ON arisans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.status = 'active' and r.archived_at is null then array['arisans:active'] end$$);
--> statement-breakpoint
-- The counts of the rows that exist already.
INSERT INTO shop_counters (name, n)
SELECT k, count(*) FROM products r, unnest(case when r.hidden_at is null then array['products', 'products:' || coalesce(r.category_id::text, 'none')] end) k GROUP BY k
UNION ALL SELECT 'customers', count(*) FROM users WHERE role = 'customer'
UNION ALL SELECT 'orders', count(*) FROM orders
UNION ALL SELECT 'orders:pending', count(*) FROM orders WHERE status = 'pending'
UNION ALL SELECT 'arisans:active', count(*) FROM arisans WHERE status = 'active' AND archived_at IS NULL
ON CONFLICT (name) DO NOTHING;
