-- Paid sales per Jakarta day ('sales:YYYY-MM-DD', in rupiah) join the shop counters, so the overview's
-- sales figure and its 30-day chart read 30 counter rows instead of the day's orders (ADR 024).
-- shop_counters_track gains an optional second argument: what each row adds (1 when left out).
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
  -- Sorted, so two transactions touch the same counters in the same order (no deadlock).
  EXECUTE 'insert into shop_counters (name, n) select k, d from (' || deltas || ') c where d <> 0 order by k'
    ' on conflict (name) do update set n = shop_counters.n + excluded.n';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.payment_status = 'paid' then array['sales:' || to_char(r.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')] end$$,
    'r.total_amount');
--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.payment_status = 'paid' then array['sales:' || to_char(r.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')] end$$,
    'r.total_amount');
--> statement-breakpoint
CREATE TRIGGER orders_sales_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counters_track(
    $$case when r.payment_status = 'paid' then array['sales:' || to_char(r.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')] end$$,
    'r.total_amount');
--> statement-breakpoint
INSERT INTO shop_counters (name, n)
SELECT 'sales:' || to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD'), sum(total_amount)
FROM orders WHERE payment_status = 'paid' GROUP BY 1
ON CONFLICT (name) DO NOTHING;
