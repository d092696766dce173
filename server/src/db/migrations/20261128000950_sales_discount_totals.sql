-- Issue 33 reports: gross, discounts and net by channel, by promotion, by manual discount reason
-- and by meal deal, per business day, kept by triggers like the other sales aggregates
-- (20261124002100) and rebuilt with them by sales_totals_rebuild(). Paid orders only; a completed
-- reversal adds to refund_minor (on the order's business day, as the refunds by KDV rate).
--   kind 'channel'   key = orders.channel: n = orders, gross / discount = the order's, net = its
--                    lines' totals (what was paid), refund = its completed reversals;
--   kind 'promotion' key = the promotion's id: n = lines it applied to, quantity = their units,
--                    discount = what it took (a deal's savings are on its header row, never its parts);
--   kind 'manual'    key = the reason: n = manual discounts given (an order discount spread over
--                    several lines counts once), discount = what they took;
--   kind 'deal'      key = the deal product: n = deal lines, quantity = deals sold, gross / discount
--                    = the header rows', net = the sum of their parts, refund = the share of each
--                    reversal that falls on its parts (split by the refunded lines as by KDV rate).
-- Promotions and manual discounts are what was given at the sale; refunds show on the channels and deals.
-- Figures are spread over 16 slots (backend pid) as sales_line_totals; the reports sum the slots.

CREATE TABLE sales_discount_totals (
  business_day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('channel', 'promotion', 'manual', 'deal')),
  key text NOT NULL,
  slot smallint NOT NULL DEFAULT 0,
  name text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  discount_minor bigint NOT NULL DEFAULT 0,
  net_minor bigint NOT NULL DEFAULT 0,
  refund_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, kind, key, slot)
);

-- One line's share (sign 1 or -1) of its paid order's figures: the channel's net, its promotions
-- and manual discounts (deal parts carry none: the header row does), a deal header's count, gross
-- and discount, a deal part's amount as its deal's net (its header looked up: a part whose header
-- is gone with it adds nothing, the order's own removal having taken the deal away).
CREATE FUNCTION sales_discounts_item_add(o orders, i order_items, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_discount_totals AS t
    (business_day, kind, key, slot, name, n, quantity, gross_minor, discount_minor, net_minor)
  SELECT o.business_day, 'channel', o.channel, pg_backend_pid() % 16, o.channel, 0, 0, 0, 0,
    sign * i.total_price_minor
  UNION ALL
  SELECT o.business_day, 'promotion', coalesce(s ->> 'id', ''), pg_backend_pid() % 16,
    coalesce(max(s ->> 'name'), ''), sign * count(*), sign * count(*) * i.quantity, 0,
    sign * sum((s ->> 'amount_minor')::bigint), 0
  FROM jsonb_array_elements(i.savings) s
  WHERE i.kind <> 'deal_part' AND s ->> 'kind' = 'promotion' GROUP BY 3
  UNION ALL
  SELECT o.business_day, 'manual', coalesce(s ->> 'name', ''), pg_backend_pid() % 16,
    coalesce(max(s ->> 'name'), ''), 0, 0, 0, sign * sum((s ->> 'amount_minor')::bigint), 0
  FROM jsonb_array_elements(i.savings) s
  WHERE i.kind <> 'deal_part' AND s ->> 'kind' = 'manual' GROUP BY 3
  UNION ALL
  SELECT o.business_day, 'deal', coalesce(i.product_id::text, i.product_name), pg_backend_pid() % 16,
    i.product_name, sign, sign * i.quantity, sign * i.gross_minor, sign * i.discount_minor, 0
  WHERE i.kind = 'deal'
  UNION ALL
  SELECT o.business_day, 'deal', coalesce(h.product_id::text, h.product_name), pg_backend_pid() % 16,
    h.product_name, 0, 0, 0, 0, sign * i.total_price_minor
  FROM order_items h WHERE i.kind = 'deal_part' AND h.id = i.parent_item_id
  ON CONFLICT (business_day, kind, key, slot) DO UPDATE
    SET name = EXCLUDED.name, n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity,
      gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      discount_minor = t.discount_minor + EXCLUDED.discount_minor, net_minor = t.net_minor + EXCLUDED.net_minor;
$$;

-- A paid order's own figures (its channel's order count, gross and discount; its manual
-- discounts counted by reason as given) and its lines' shares, added (sign 1) or taken away (-1).
CREATE FUNCTION sales_discounts_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE i order_items;
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  INSERT INTO sales_discount_totals AS t (business_day, kind, key, slot, name, n, gross_minor, discount_minor)
  SELECT o.business_day, 'channel', o.channel, pg_backend_pid() % 16, o.channel, sign,
    sign * o.gross_minor, sign * o.discount_minor
  UNION ALL
  SELECT o.business_day, 'manual', coalesce(d ->> 'reason', ''), pg_backend_pid() % 16,
    coalesce(max(d ->> 'reason'), ''), sign * count(*), 0, 0
  FROM jsonb_array_elements(o.manual_discounts) d GROUP BY 3
  ON CONFLICT (business_day, kind, key, slot) DO UPDATE
    SET name = EXCLUDED.name, n = t.n + EXCLUDED.n, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      discount_minor = t.discount_minor + EXCLUDED.discount_minor;
  FOR i IN SELECT * FROM order_items WHERE order_id = o.id ORDER BY kind = 'deal_part' LOOP
    PERFORM sales_discounts_item_add(o, i, sign);
  END LOOP;
END $$;

-- A completed reversal's share by deal product: weights as sales_reversal_rate_split (the chosen
-- lines' totals for their refunded units, else the whole order's lines), a part's weight going to
-- its deal (a header row chosen: its parts' totals; the whole order: its plain lines and parts), a
-- plain line's to no deal (not returned);
-- the amount split by the weights, the kuruş left over by largest remainder.
CREATE FUNCTION sales_reversal_deal_split(r payment_reversals)
RETURNS TABLE (product_key text, product_name text, amount_minor bigint) LANGUAGE sql STABLE AS $$
  WITH lines AS (
    SELECT i.*, coalesce(h.id, i.id) AS deal_row FROM order_items i
    LEFT JOIN order_items h ON h.id = i.parent_item_id WHERE i.order_id = r.order_id
  ),
  keyed AS (
    SELECT l.id, l.kind, l.quantity, l.total_price_minor::numeric
        + CASE WHEN l.kind = 'deal' THEN coalesce((SELECT sum(p.total_price_minor) FROM order_items p
            WHERE p.parent_item_id = l.id), 0) ELSE 0 END AS amount,
      CASE WHEN l.kind = 'item' THEN NULL ELSE d.product_key END AS product_key,
      CASE WHEN l.kind = 'item' THEN NULL ELSE d.product_name END AS product_name
    FROM lines l
    JOIN LATERAL (SELECT coalesce(x.product_id::text, x.product_name) AS product_key, x.product_name
      FROM order_items x WHERE x.id = l.deal_row) d ON true
  ),
  chosen AS (
    SELECT k.product_key, k.product_name, div(k.amount * (c ->> 'quantity')::numeric, k.quantity) AS w
    FROM jsonb_array_elements(coalesce(r.lines, '[]'::jsonb)) AS c
    JOIN keyed k ON k.id::text = c ->> 'order_item_id' AND k.quantity > 0
  ),
  weights AS (
    SELECT c.product_key, max(c.product_name) AS product_name, sum(c.w) AS w FROM chosen c
    WHERE (SELECT coalesce(sum(w), 0) FROM chosen) > 0 GROUP BY 1
    UNION ALL
    SELECT k.product_key, max(k.product_name), sum(k.amount) FROM keyed k
    WHERE k.kind <> 'deal' AND (SELECT coalesce(sum(w), 0) FROM chosen) <= 0 GROUP BY 1
  ),
  total AS (SELECT coalesce(sum(w), 0) AS t FROM weights),
  parts AS (
    SELECT w.product_key, w.product_name, div(r.amount_minor::numeric * w.w, total.t) AS b,
      mod(r.amount_minor::numeric * w.w, total.t) AS rem
    FROM weights w, total WHERE total.t > 0
  ),
  ranked AS (
    SELECT p.*, row_number() OVER (ORDER BY p.rem DESC, p.product_key NULLS LAST) AS rn,
      r.amount_minor - sum(p.b) OVER () AS left_over
    FROM parts p
  )
  SELECT ranked.product_key, ranked.product_name,
    (ranked.b + CASE WHEN ranked.rn <= ranked.left_over THEN 1 ELSE 0 END)::bigint
  FROM ranked WHERE ranked.product_key IS NOT NULL;
$$;

-- A completed reversal's amount on its order's channel and its share on each deal, added or taken away.
CREATE FUNCTION sales_reversal_discounts_add(r payment_reversals, day date, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_discount_totals AS t (business_day, kind, key, slot, name, refund_minor)
  SELECT day, 'channel', o.channel, pg_backend_pid() % 16, o.channel, sign * r.amount_minor
  FROM orders o WHERE o.id = r.order_id
  UNION ALL
  SELECT day, 'deal', s.product_key, pg_backend_pid() % 16, s.product_name, sign * s.amount_minor
  FROM sales_reversal_deal_split(r) s
  ON CONFLICT (business_day, kind, key, slot) DO UPDATE
    SET refund_minor = t.refund_minor + EXCLUDED.refund_minor;
$$;

-- The existing aggregates' functions, each now also keeping sales_discount_totals.
CREATE OR REPLACE FUNCTION sales_order_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  INSERT INTO sales_hour_totals AS t (business_day, hour, channel, order_type, source_key, orders, gross_minor)
  SELECT o.business_day, extract(hour FROM o.created_at)::smallint,
    CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END, o.order_type,
    coalesce(o.kiosk_id::text, o.created_by_user_id::text, ''), sign,
    sign * coalesce((SELECT sum(i.total_price_minor) FROM order_items i WHERE i.order_id = o.id), 0)
  ON CONFLICT (business_day, hour, channel, order_type, source_key) DO UPDATE
    SET orders = t.orders + EXCLUDED.orders, gross_minor = t.gross_minor + EXCLUDED.gross_minor;
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, slot, product_name, quantity, gross_minor, vat_minor)
  SELECT o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, pg_backend_pid() % 16,
    max(i.product_name), sign * sum(i.quantity), sign * sum(i.total_price_minor), sign * sum(i.vat_minor)
  FROM order_items i WHERE i.order_id = o.id GROUP BY 2, 3
  ON CONFLICT (business_day, product_key, vat_rate, slot) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_discounts_apply(o, sign);
  PERFORM sales_day_touched(o.business_day);
END $$;

CREATE OR REPLACE FUNCTION sales_item_apply(i order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = i.order_id;
  IF NOT FOUND OR o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  UPDATE sales_hour_totals SET gross_minor = gross_minor + sign * i.total_price_minor
  WHERE business_day = o.business_day AND hour = extract(hour FROM o.created_at)::smallint
    AND channel = CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END AND order_type = o.order_type
    AND source_key = coalesce(o.kiosk_id::text, o.created_by_user_id::text, '');
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, slot, product_name, quantity, gross_minor, vat_minor)
  VALUES (o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, pg_backend_pid() % 16,
    i.product_name, sign * i.quantity, sign * i.total_price_minor, sign * i.vat_minor)
  ON CONFLICT (business_day, product_key, vat_rate, slot) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_discounts_item_add(o, i, sign);
  PERFORM sales_day_touched(o.business_day);
END $$;

CREATE OR REPLACE FUNCTION sales_reversal_rates_add(r payment_reversals, day date, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_refund_rate_totals AS t (business_day, vat_rate, amount_minor)
  SELECT day, s.vat_rate, sign * s.amount_minor FROM sales_reversal_rate_split(r) s
  ON CONFLICT (business_day, vat_rate) DO UPDATE SET amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  SELECT sales_reversal_discounts_add(r, day, sign);
  SELECT sales_day_touched(day);
$$;

CREATE OR REPLACE FUNCTION sales_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_hour_totals;
  DELETE FROM sales_line_totals;
  DELETE FROM sales_money_totals;
  DELETE FROM sales_refund_rate_totals;
  DELETE FROM sales_discount_totals;
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
  SELECT count(sales_discounts_apply(o, 1)) FROM orders o WHERE o.payment_status = 'paid';
  SELECT count(sales_reversal_discounts_add(r, o.business_day, 1))
  FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
  WHERE r.status = 'completed';
$$;

-- A paid order's channel, gross, discount or manual discounts changed: its figures move too.
DROP TRIGGER orders_sales_update ON orders;
CREATE TRIGGER orders_sales_update AFTER UPDATE OF payment_status, business_day, kiosk_id, created_by_user_id,
  order_type, created_at, channel, gross_minor, discount_minor, manual_discounts ON orders
  FOR EACH ROW WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR (NEW.payment_status = 'paid' AND (OLD.kiosk_id IS DISTINCT FROM NEW.kiosk_id
      OR OLD.created_by_user_id IS DISTINCT FROM NEW.created_by_user_id
      OR OLD.order_type IS DISTINCT FROM NEW.order_type OR OLD.created_at IS DISTINCT FROM NEW.created_at
      OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.gross_minor IS DISTINCT FROM NEW.gross_minor
      OR OLD.discount_minor IS DISTINCT FROM NEW.discount_minor
      OR OLD.manual_discounts IS DISTINCT FROM NEW.manual_discounts))
    OR OLD.business_day IS DISTINCT FROM NEW.business_day)
  EXECUTE FUNCTION sales_orders_track();

-- The days sold so far.
SELECT count(sales_discounts_apply(o, 1)) FROM orders o WHERE o.payment_status = 'paid';
SELECT count(sales_reversal_discounts_add(r, o.business_day, 1))
FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
WHERE r.status = 'completed';
