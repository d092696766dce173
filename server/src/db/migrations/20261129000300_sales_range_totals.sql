-- Reports beyond one day (issue 34): one more aggregate, by business day, store and channel, kept by
-- the same functions as the other sales aggregates (20261124002100 and after) and rebuilt with them
-- by sales_totals_rebuild(). The other tables keep their keys (the Z report and the dashboard read
-- them unchanged); this one adds what they lack: the store (orders.store_id, '' when unknown), the
-- order's channel (kiosk / till / open_order / delivery, not kiosk-or-till), units sold, and refunds
-- and voids by reason and staff member.
--   kind 'hour'   key = the hour of the order's creation (outlet time): n = paid orders, quantity =
--                 units (a meal deal once, its parts not again), amount = the lines' totals;
--   kind 'item'   key = the product (its id, else its name): n = lines, quantity, amount, name;
--   kind 'method' key = the method: n = approved payment parts, amount (on any order, as the Z report);
--   kind 'refund' (refunds and cash returns) / 'void': completed reversals, key = the part's method,
--                 the staff member (users.id, '' none) and the reason, separated by chr(31).
-- Money and reversals go on their order's business day, store and channel, and move with them.
-- A reversal's reason or staff member changed after completion is not followed (they are not).
-- Figures are spread over 16 slots (backend pid) as sales_line_totals; the reports sum the slots.

CREATE TABLE sales_range_totals (
  business_day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('hour', 'item', 'method', 'refund', 'void')),
  store_key text NOT NULL,
  channel text NOT NULL,
  key text NOT NULL,
  slot smallint NOT NULL DEFAULT 0,
  name text NOT NULL DEFAULT '',
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, kind, store_key, channel, key, slot)
);

-- A paid order's hour row and its lines by product, added (sign 1) or taken away (-1).
CREATE FUNCTION sales_range_order_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
  SELECT o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel,
    extract(hour FROM o.created_at)::integer::text, pg_backend_pid() % 16, '', sign,
    sign * coalesce(sum(i.quantity) FILTER (WHERE i.kind <> 'deal_part'), 0), sign * coalesce(sum(i.total_price_minor), 0)
  FROM (SELECT 1) one LEFT JOIN order_items i ON i.order_id = o.id
  UNION ALL
  SELECT o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
    pg_backend_pid() % 16, max(i.product_name), sign * count(*), sign * sum(i.quantity), sign * sum(i.total_price_minor)
  FROM order_items i WHERE i.order_id = o.id GROUP BY coalesce(i.product_id::text, i.product_name)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
      quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

-- One line of a paid order (changed after payment), added or taken away.
CREATE FUNCTION sales_range_item_add(o orders, i order_items, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
  VALUES (o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel,
      extract(hour FROM o.created_at)::integer::text, pg_backend_pid() % 16, '', 0,
      sign * CASE WHEN i.kind <> 'deal_part' THEN i.quantity ELSE 0 END, sign * i.total_price_minor),
    (o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
      pg_backend_pid() % 16, i.product_name, sign, sign * i.quantity, sign * i.total_price_minor)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
      quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

-- An approved payment part (kind 'method') or a completed reversal (on its part's method) of an order.
CREATE FUNCTION sales_range_money_add(o orders, kind text, key text, n integer, amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, n, amount_minor)
  VALUES (o.business_day, kind, coalesce(o.store_id::text, ''), o.channel, key, pg_backend_pid() % 16, n, amount)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET n = t.n + EXCLUDED.n, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

CREATE FUNCTION sales_range_reversal_key(r payment_reversals, method text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT method || chr(31) || coalesce(r.created_by_user_id::text, '') || chr(31) || coalesce(r.reason, '');
$$;

-- Every approved part and completed reversal of an order, added or taken away (its day, store or
-- channel changed).
CREATE FUNCTION sales_range_money_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE p payment_attempts; r payment_reversals;
BEGIN
  FOR p IN SELECT * FROM payment_attempts WHERE order_id = o.id AND status = 'approved' LOOP
    PERFORM sales_range_money_add(o, 'method', p.method, sign, sign * p.amount_minor);
  END LOOP;
  FOR r IN SELECT * FROM payment_reversals WHERE order_id = o.id AND status = 'completed' LOOP
    SELECT * INTO p FROM payment_attempts WHERE id = r.payment_attempt_id;
    CONTINUE WHEN NOT FOUND;
    PERFORM sales_range_money_add(o, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END,
      sales_range_reversal_key(r, p.method), sign, sign * r.amount_minor);
  END LOOP;
END $$;

-- The existing functions, each now also keeping sales_range_totals (the rest unchanged).
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
  PERFORM sales_range_order_add(o, sign);
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
  PERFORM sales_range_item_add(o, i, sign);
  PERFORM sales_day_touched(o.business_day);
END $$;

CREATE OR REPLACE FUNCTION sales_part_apply(p payment_attempts, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  IF p.status IS DISTINCT FROM 'approved' THEN RETURN; END IF;
  SELECT * INTO o FROM orders WHERE id = p.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_money_add(o.business_day, p.method, coalesce(p.pos_device_id::text, ''), 'sale', sign, sign * p.amount_minor);
  PERFORM sales_range_money_add(o, 'method', p.method, sign, sign * p.amount_minor);
END $$;

CREATE OR REPLACE FUNCTION sales_reversal_apply(r payment_reversals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o orders; part payment_attempts;
BEGIN
  IF r.status IS DISTINCT FROM 'completed' THEN RETURN; END IF;
  SELECT * INTO o FROM orders WHERE id = r.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO part FROM payment_attempts WHERE id = r.payment_attempt_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_money_add(o.business_day, part.method, coalesce(part.pos_device_id::text, ''), r.kind, sign, sign * r.amount_minor);
  PERFORM sales_reversal_rates_add(r, o.business_day, sign);
  PERFORM sales_range_money_add(o, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END,
    sales_range_reversal_key(r, part.method), sign, sign * r.amount_minor);
END $$;

CREATE OR REPLACE FUNCTION sales_orders_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p payment_attempts; r payment_reversals;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_order_apply(NEW, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the lines, parts and reversals are still there (the cascade follows).
    PERFORM sales_order_apply(OLD, -1);
    FOR p IN SELECT * FROM payment_attempts WHERE order_id = OLD.id LOOP PERFORM sales_part_apply(p, -1); END LOOP;
    FOR r IN SELECT * FROM payment_reversals WHERE order_id = OLD.id LOOP PERFORM sales_reversal_apply(r, -1); END LOOP;
    RETURN OLD;
  END IF;
  PERFORM sales_order_apply(OLD, -1);
  IF OLD.business_day IS DISTINCT FROM NEW.business_day THEN
    FOR p IN SELECT * FROM payment_attempts WHERE order_id = OLD.id LOOP
      PERFORM sales_money_add(OLD.business_day, p.method, coalesce(p.pos_device_id::text, ''), 'sale',
        -1, -p.amount_minor) WHERE p.status = 'approved';
      PERFORM sales_money_add(NEW.business_day, p.method, coalesce(p.pos_device_id::text, ''), 'sale',
        1, p.amount_minor) WHERE p.status = 'approved';
    END LOOP;
    FOR r IN SELECT * FROM payment_reversals WHERE order_id = OLD.id AND status = 'completed' LOOP
      SELECT * INTO p FROM payment_attempts WHERE id = r.payment_attempt_id;
      PERFORM sales_money_add(OLD.business_day, p.method, coalesce(p.pos_device_id::text, ''), r.kind, -1, -r.amount_minor);
      PERFORM sales_money_add(NEW.business_day, p.method, coalesce(p.pos_device_id::text, ''), r.kind, 1, r.amount_minor);
    END LOOP;
  END IF;
  IF (OLD.business_day, OLD.store_id, OLD.channel) IS DISTINCT FROM (NEW.business_day, NEW.store_id, NEW.channel) THEN
    PERFORM sales_range_money_apply(OLD, -1);
    PERFORM sales_range_money_apply(NEW, 1);
  END IF;
  PERFORM sales_order_apply(NEW, 1);
  RETURN NULL;
END $$;

-- An order's store or channel changing moves its range figures too (paid or not: its money).
DROP TRIGGER orders_sales_update ON orders;
CREATE TRIGGER orders_sales_update AFTER UPDATE OF payment_status, business_day, kiosk_id, created_by_user_id,
  order_type, created_at, channel, gross_minor, discount_minor, manual_discounts, store_id ON orders
  FOR EACH ROW WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR (NEW.payment_status = 'paid' AND (OLD.kiosk_id IS DISTINCT FROM NEW.kiosk_id
      OR OLD.created_by_user_id IS DISTINCT FROM NEW.created_by_user_id
      OR OLD.order_type IS DISTINCT FROM NEW.order_type OR OLD.created_at IS DISTINCT FROM NEW.created_at
      OR OLD.gross_minor IS DISTINCT FROM NEW.gross_minor
      OR OLD.discount_minor IS DISTINCT FROM NEW.discount_minor
      OR OLD.manual_discounts IS DISTINCT FROM NEW.manual_discounts))
    OR OLD.business_day IS DISTINCT FROM NEW.business_day OR OLD.channel IS DISTINCT FROM NEW.channel
    OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION sales_orders_track();

-- The range aggregate from scratch, as plain GROUP BYs (all on slot 0).
CREATE FUNCTION sales_range_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_range_totals;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, quantity, amount_minor)
  SELECT o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel, extract(hour FROM o.created_at)::integer::text,
    count(*), coalesce(sum(i.units), 0), coalesce(sum(i.gross), 0)
  FROM orders o LEFT JOIN LATERAL (SELECT sum(quantity) FILTER (WHERE kind <> 'deal_part') AS units,
      sum(total_price_minor) AS gross FROM order_items WHERE order_id = o.id) i ON true
  WHERE o.payment_status = 'paid' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, name, n, quantity, amount_minor)
  SELECT o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
    max(i.product_name), count(*), sum(i.quantity), sum(i.total_price_minor)
  FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status = 'paid' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, amount_minor)
  SELECT o.business_day, 'method', coalesce(o.store_id::text, ''), o.channel, p.method, count(*), sum(p.amount_minor)
  FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'approved' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, amount_minor)
  SELECT o.business_day, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END, coalesce(o.store_id::text, ''),
    o.channel, sales_range_reversal_key(r, p.method), count(*), sum(r.amount_minor)
  FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
  WHERE r.status = 'completed' GROUP BY 1, 2, 3, 4, 5;
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
  SELECT sales_range_totals_rebuild();
$$;

-- The days sold so far.
SELECT sales_range_totals_rebuild();
