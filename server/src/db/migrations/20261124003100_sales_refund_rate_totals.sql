-- Sales reports (issue 21): completed reversals (void, refund, cash return) split by KDV rate, so the
-- Z report's net sales per rate (sales - refunds), their KDV and matrah are exact to the kuruş. The
-- split is packages/domain/src/reports/sales-report.ts splitReversalByRate:
--   a line refund (payment_reversals.lines [{order_item_id, quantity}]) weighs each named line
--   floor(line total × units / line quantity); a reversal without lines weighs the order's line
--   totals; the amount goes to the rates pro rata by floor(amount × weight / total), the kuruş left
--   over to the largest remainders (ties: the lower rate), so the parts add up to the amount. No
--   weight at all: everything on the lowest rate, or rate 0 for an order without lines.
-- Kept by the reversal triggers (on the order's business day, like sales_money_totals), moved when
-- the order's business day changes, re-split when a line of an order with completed reversals
-- changes, and rebuilt by sales_totals_rebuild().

CREATE TABLE sales_refund_rate_totals (
  business_day date NOT NULL,
  vat_rate integer NOT NULL,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, vat_rate)
);

CREATE FUNCTION sales_reversal_rate_split(r payment_reversals)
RETURNS TABLE (vat_rate integer, amount_minor bigint) LANGUAGE sql STABLE AS $$
  WITH chosen AS (
    SELECT i.vat_rate, div(i.total_price_minor::numeric * (l ->> 'quantity')::numeric, i.quantity) AS w
    FROM jsonb_array_elements(coalesce(r.lines, '[]'::jsonb)) AS l
    JOIN order_items i ON i.id::text = l ->> 'order_item_id' AND i.order_id = r.order_id AND i.quantity > 0
  ),
  by_lines AS (SELECT c.vat_rate, sum(c.w) AS w FROM chosen c GROUP BY c.vat_rate),
  whole AS (
    SELECT i.vat_rate, sum(i.total_price_minor)::numeric AS w FROM order_items i
    WHERE i.order_id = r.order_id GROUP BY i.vat_rate
  ),
  weights AS (
    SELECT * FROM by_lines WHERE (SELECT coalesce(sum(w), 0) FROM by_lines) > 0
    UNION ALL
    SELECT * FROM whole WHERE (SELECT coalesce(sum(w), 0) FROM by_lines) <= 0
  ),
  total AS (SELECT coalesce(sum(w), 0) AS t, count(*) AS n, min(vat_rate) AS lowest FROM weights),
  parts AS (
    SELECT w.vat_rate, div(r.amount_minor::numeric * w.w, total.t) AS b, mod(r.amount_minor::numeric * w.w, total.t) AS rem
    FROM weights w, total WHERE total.t > 0
  ),
  ranked AS (
    SELECT p.vat_rate, p.b, row_number() OVER (ORDER BY p.rem DESC, p.vat_rate) AS rn,
      r.amount_minor - sum(p.b) OVER () AS left_over
    FROM parts p
  )
  SELECT ranked.vat_rate, (ranked.b + CASE WHEN ranked.rn <= ranked.left_over THEN 1 ELSE 0 END)::bigint FROM ranked
  UNION ALL
  SELECT total.lowest, r.amount_minor FROM total WHERE total.t <= 0 AND total.n > 0
  UNION ALL
  SELECT 0, r.amount_minor FROM total WHERE total.n = 0;
$$;

-- A completed reversal's rate parts on a day, added (sign 1) or taken away (sign -1).
CREATE FUNCTION sales_reversal_rates_add(r payment_reversals, day date, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_refund_rate_totals AS t (business_day, vat_rate, amount_minor)
  SELECT day, s.vat_rate, sign * s.amount_minor FROM sales_reversal_rate_split(r) s
  ON CONFLICT (business_day, vat_rate) DO UPDATE SET amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  SELECT sales_day_touched(day);
$$;

-- As before (money by method, terminal and kind), and now its rate parts too.
CREATE OR REPLACE FUNCTION sales_reversal_apply(r payment_reversals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE day date; part payment_attempts;
BEGIN
  IF r.status IS DISTINCT FROM 'completed' THEN RETURN; END IF;
  SELECT business_day INTO day FROM orders WHERE id = r.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO part FROM payment_attempts WHERE id = r.payment_attempt_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_money_add(day, part.method, coalesce(part.pos_device_id::text, ''), r.kind, sign, sign * r.amount_minor);
  PERFORM sales_reversal_rates_add(r, day, sign);
END $$;

-- Every completed reversal of an order (its part still there), rate parts only, on a day.
CREATE FUNCTION sales_order_refund_rates(order_id uuid, day date, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r payment_reversals;
BEGIN
  FOR r IN SELECT x.* FROM payment_reversals x JOIN payment_attempts p ON p.id = x.payment_attempt_id
    WHERE x.order_id = sales_order_refund_rates.order_id AND x.status = 'completed' LOOP
    PERFORM sales_reversal_rates_add(r, day, sign);
  END LOOP;
END $$;

-- The order's business day changes: its refunds move with it (the money rows move in sales_orders_track).
CREATE FUNCTION sales_orders_refund_rates_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_order_refund_rates(OLD.id, OLD.business_day, -1);
  PERFORM sales_order_refund_rates(NEW.id, NEW.business_day, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER orders_sales_refund_rates AFTER UPDATE OF business_day ON orders
  FOR EACH ROW WHEN (OLD.business_day IS DISTINCT FROM NEW.business_day)
  EXECUTE FUNCTION sales_orders_refund_rates_move();

-- A line of an order with completed reversals changes: its refunds are split again (taken away
-- before the change, added after it). Nothing once the order is gone (its delete took them away).
CREATE FUNCTION sales_items_refund_rates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END; o orders;
BEGIN
  FOR o IN SELECT * FROM orders WHERE id IN (
      SELECT OLD.order_id WHERE TG_OP IN ('UPDATE', 'DELETE')
      UNION SELECT NEW.order_id WHERE TG_OP IN ('INSERT', 'UPDATE'))
  LOOP
    PERFORM sales_order_refund_rates(o.id, o.business_day, sign);
  END LOOP;
  IF TG_WHEN = 'AFTER' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER order_items_refund_rates_before BEFORE INSERT OR UPDATE OF quantity, total_price_minor, vat_rate, order_id OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION sales_items_refund_rates();
CREATE TRIGGER order_items_refund_rates_after AFTER INSERT OR UPDATE OF quantity, total_price_minor, vat_rate, order_id OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION sales_items_refund_rates();

-- A reversal's lines changing re-splits it too.
DROP TRIGGER payment_reversals_sales_update ON payment_reversals;
CREATE TRIGGER payment_reversals_sales_update AFTER UPDATE ON payment_reversals
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_minor IS DISTINCT FROM NEW.amount_minor OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.lines IS DISTINCT FROM NEW.lines))
  EXECUTE FUNCTION sales_reversals_track();

-- The aggregates from scratch, refunds by rate included.
CREATE OR REPLACE FUNCTION sales_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_hour_totals;
  DELETE FROM sales_line_totals;
  DELETE FROM sales_money_totals;
  DELETE FROM sales_refund_rate_totals;
  INSERT INTO sales_hour_totals (business_day, hour, channel, order_type, source_key, orders, gross_minor)
  SELECT o.business_day, extract(hour FROM o.created_at)::smallint,
    CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END, o.order_type,
    coalesce(o.kiosk_id::text, o.created_by_user_id::text, ''), count(*), coalesce(sum(i.gross), 0)
  FROM orders o LEFT JOIN LATERAL (SELECT sum(total_price_minor) AS gross FROM order_items WHERE order_id = o.id) i ON true
  WHERE o.payment_status = 'paid' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sales_line_totals (business_day, product_key, vat_rate, product_name, quantity, gross_minor, vat_minor)
  SELECT o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, max(i.product_name),
    sum(i.quantity), sum(i.total_price_minor), sum(i.vat_minor)
  FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status = 'paid' GROUP BY 1, 2, 3;
  INSERT INTO sales_money_totals (business_day, method, terminal_key, kind, n, amount_minor)
  SELECT o.business_day, p.method, coalesce(p.pos_device_id::text, ''), 'sale', count(*), sum(p.amount_minor)
  FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'approved' GROUP BY 1, 2, 3;
  INSERT INTO sales_money_totals AS t (business_day, method, terminal_key, kind, n, amount_minor)
  SELECT o.business_day, p.method, coalesce(p.pos_device_id::text, ''), r.kind, count(*), sum(r.amount_minor)
  FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
  WHERE r.status = 'completed' GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_refund_rate_totals (business_day, vat_rate, amount_minor)
  SELECT o.business_day, s.vat_rate, sum(s.amount_minor)
  FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
    CROSS JOIN LATERAL sales_reversal_rate_split(r) s
  WHERE r.status = 'completed' GROUP BY 1, 2;
$$;

SELECT sales_totals_rebuild();
