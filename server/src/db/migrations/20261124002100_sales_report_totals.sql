-- Sales reports (issue 21): per-day aggregates kept by triggers, so the dashboard (a day or a
-- month) and the end-of-day (Z) report read a few hundred rows instead of a million orders. The
-- rows follow packages/domain/src/reports/sales-report.ts (aggregateOrders):
--   sales: paid orders (payment_status 'paid') by business day, hour (outlet time), channel
--     (kiosk / till), order type and source (kiosk id, or the cashier for a till order);
--   lines: the paid orders' lines by product and KDV rate (quantity, gross, stored VAT);
--   money: approved payment parts and completed reversals by method, terminal and kind, on their
--     order's business day (a reversal on the method and terminal of the part it reverses).
-- A closed day keeps its report; any later change to that day's figures stamps changed_at.

CREATE TABLE sales_hour_totals (
  business_day date NOT NULL,
  hour smallint NOT NULL,
  channel text NOT NULL,
  order_type text NOT NULL,
  source_key text NOT NULL,
  orders bigint NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, hour, channel, order_type, source_key)
);

CREATE TABLE sales_line_totals (
  business_day date NOT NULL,
  product_key text NOT NULL,
  vat_rate integer NOT NULL,
  product_name text NOT NULL,
  quantity bigint NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  vat_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, product_key, vat_rate)
);

CREATE TABLE sales_money_totals (
  business_day date NOT NULL,
  method text NOT NULL,
  terminal_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sale', 'void', 'refund', 'cash_return')),
  n bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, method, terminal_key, kind)
);

-- "Close the day": the report as it was, who closed it and when (never updated, except
-- changed_at: the first later change to one of the day's figures).
CREATE TABLE sales_day_closings (
  business_day date PRIMARY KEY,
  report jsonb NOT NULL,
  closed_by_user_id uuid REFERENCES users (id),
  closed_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz
);

CREATE FUNCTION sales_day_touched(day date) RETURNS void LANGUAGE sql AS $$
  UPDATE sales_day_closings SET changed_at = now() WHERE business_day = day AND changed_at IS NULL;
$$;

-- A paid order's sales and lines, added (sign 1) or taken away (sign -1).
CREATE FUNCTION sales_order_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  INSERT INTO sales_hour_totals AS t (business_day, hour, channel, order_type, source_key, orders, gross_minor)
  SELECT o.business_day, extract(hour FROM o.created_at)::smallint,
    CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END, o.order_type,
    coalesce(o.kiosk_id::text, o.created_by_user_id::text, ''), sign,
    sign * coalesce((SELECT sum(i.total_price_minor) FROM order_items i WHERE i.order_id = o.id), 0)
  ON CONFLICT (business_day, hour, channel, order_type, source_key) DO UPDATE
    SET orders = t.orders + EXCLUDED.orders, gross_minor = t.gross_minor + EXCLUDED.gross_minor;
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, product_name, quantity, gross_minor, vat_minor)
  SELECT o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, max(i.product_name),
    sign * sum(i.quantity), sign * sum(i.total_price_minor), sign * sum(i.vat_minor)
  FROM order_items i WHERE i.order_id = o.id GROUP BY 2, 3
  ON CONFLICT (business_day, product_key, vat_rate) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_day_touched(o.business_day);
END $$;

-- One line of a paid order, added or taken away (lines changed after payment).
CREATE FUNCTION sales_item_apply(i order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = i.order_id;
  IF NOT FOUND OR o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  UPDATE sales_hour_totals SET gross_minor = gross_minor + sign * i.total_price_minor
  WHERE business_day = o.business_day AND hour = extract(hour FROM o.created_at)::smallint
    AND channel = CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END AND order_type = o.order_type
    AND source_key = coalesce(o.kiosk_id::text, o.created_by_user_id::text, '');
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, product_name, quantity, gross_minor, vat_minor)
  VALUES (o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, i.product_name,
    sign * i.quantity, sign * i.total_price_minor, sign * i.vat_minor)
  ON CONFLICT (business_day, product_key, vat_rate) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_day_touched(o.business_day);
END $$;

CREATE FUNCTION sales_money_add(day date, method text, terminal_key text, kind text, n integer, amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_money_totals AS t (business_day, method, terminal_key, kind, n, amount_minor)
  VALUES (day, method, terminal_key, kind, n, amount)
  ON CONFLICT (business_day, method, terminal_key, kind) DO UPDATE
    SET n = t.n + EXCLUDED.n, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  SELECT sales_day_touched(day);
$$;

CREATE FUNCTION sales_part_apply(p payment_attempts, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE day date;
BEGIN
  IF p.status IS DISTINCT FROM 'approved' THEN RETURN; END IF;
  SELECT business_day INTO day FROM orders WHERE id = p.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_money_add(day, p.method, coalesce(p.pos_device_id::text, ''), 'sale', sign, sign * p.amount_minor);
END $$;

CREATE FUNCTION sales_reversal_apply(r payment_reversals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE day date; part payment_attempts;
BEGIN
  IF r.status IS DISTINCT FROM 'completed' THEN RETURN; END IF;
  SELECT business_day INTO day FROM orders WHERE id = r.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO part FROM payment_attempts WHERE id = r.payment_attempt_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM sales_money_add(day, part.method, coalesce(part.pos_device_id::text, ''), r.kind, sign, sign * r.amount_minor);
END $$;

CREATE FUNCTION sales_orders_track() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM sales_order_apply(NEW, 1);
  RETURN NULL;
END $$;

CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_orders_track();
CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_orders_track();
CREATE TRIGGER orders_sales_update AFTER UPDATE OF payment_status, business_day, kiosk_id, created_by_user_id, order_type, created_at ON orders
  FOR EACH ROW WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR (NEW.payment_status = 'paid' AND (OLD.kiosk_id IS DISTINCT FROM NEW.kiosk_id
      OR OLD.created_by_user_id IS DISTINCT FROM NEW.created_by_user_id OR OLD.order_type IS DISTINCT FROM NEW.order_type
      OR OLD.created_at IS DISTINCT FROM NEW.created_at))
    OR OLD.business_day IS DISTINCT FROM NEW.business_day)
  EXECUTE FUNCTION sales_orders_track();

CREATE FUNCTION sales_items_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_item_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_item_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER order_items_sales AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION sales_items_track();

CREATE FUNCTION sales_parts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_part_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_part_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER payment_attempts_sales AFTER INSERT OR DELETE ON payment_attempts
  FOR EACH ROW EXECUTE FUNCTION sales_parts_track();
CREATE TRIGGER payment_attempts_sales_update AFTER UPDATE ON payment_attempts
  FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_minor IS DISTINCT FROM NEW.amount_minor OR OLD.method IS DISTINCT FROM NEW.method
    OR OLD.pos_device_id IS DISTINCT FROM NEW.pos_device_id))
  EXECUTE FUNCTION sales_parts_track();

CREATE FUNCTION sales_reversals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_reversal_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_reversal_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER payment_reversals_sales AFTER INSERT OR DELETE ON payment_reversals
  FOR EACH ROW EXECUTE FUNCTION sales_reversals_track();
CREATE TRIGGER payment_reversals_sales_update AFTER UPDATE ON payment_reversals
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed') AND (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_minor IS DISTINCT FROM NEW.amount_minor OR OLD.kind IS DISTINCT FROM NEW.kind))
  EXECUTE FUNCTION sales_reversals_track();

-- The aggregates from scratch (a bulk load that skipped the triggers, this migration's backfill).
CREATE FUNCTION sales_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_hour_totals;
  DELETE FROM sales_line_totals;
  DELETE FROM sales_money_totals;
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
$$;

SELECT sales_totals_rebuild();
