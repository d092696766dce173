-- Issue 37 part 2 (COSTPG): the Postgres CPU of a created and a paid order. The same rows and
-- sums as before, written by fewer statements; triggers that had nothing to do no longer call
-- their function.
--
-- 1. A paid order's discount rows in one statement (was one for the order and one per line, the
--    channel's row updated again by each line): every row of the order summed by kind and key
--    first, then one upsert. The name is the rows' greatest (the same for one key in one order:
--    the channel, the reason, the promotion's or deal product's name).
CREATE OR REPLACE FUNCTION sales_discounts_apply(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  WITH items AS (SELECT * FROM order_items WHERE order_id = o.id)
  INSERT INTO sales_discount_totals AS t
    (business_day, kind, key, slot, name, n, quantity, gross_minor, discount_minor, net_minor)
  SELECT o.business_day, r.kind, r.key, pg_backend_pid() % 16, max(r.name), sum(r.n), sum(r.quantity),
    sum(r.gross), sum(r.discount), sum(r.net)
  FROM (
    SELECT 'channel' AS kind, o.channel AS key, o.channel AS name, sign AS n, 0 AS quantity,
      sign * o.gross_minor AS gross, sign * o.discount_minor AS discount, 0::bigint AS net
    UNION ALL
    SELECT 'manual', coalesce(d ->> 'reason', ''), coalesce(d ->> 'reason', ''), sign, 0, 0, 0, 0
    FROM jsonb_array_elements(o.manual_discounts) d
    UNION ALL
    SELECT 'channel', o.channel, o.channel, 0, 0, 0, 0, sign * i.total_price_minor FROM items i
    UNION ALL
    SELECT 'promotion', coalesce(s ->> 'id', ''), coalesce(s ->> 'name', ''), sign, sign * i.quantity, 0,
      sign * (s ->> 'amount_minor')::bigint, 0
    FROM items i, jsonb_array_elements(i.savings) s
    WHERE i.kind <> 'deal_part' AND s ->> 'kind' = 'promotion'
    UNION ALL
    SELECT 'manual', coalesce(s ->> 'name', ''), coalesce(s ->> 'name', ''), 0, 0, 0,
      sign * (s ->> 'amount_minor')::bigint, 0
    FROM items i, jsonb_array_elements(i.savings) s
    WHERE i.kind <> 'deal_part' AND s ->> 'kind' = 'manual'
    UNION ALL
    SELECT 'deal', coalesce(i.product_id::text, i.product_name), i.product_name, sign, sign * i.quantity,
      sign * i.gross_minor, sign * i.discount_minor, 0
    FROM items i WHERE i.kind = 'deal'
    UNION ALL
    SELECT 'deal', coalesce(h.product_id::text, h.product_name), h.product_name, 0, 0, 0, 0,
      sign * i.total_price_minor
    FROM items i JOIN order_items h ON h.id = i.parent_item_id WHERE i.kind = 'deal_part'
  ) r
  GROUP BY r.kind, r.key
  ON CONFLICT (business_day, kind, key, slot) DO UPDATE
    SET name = EXCLUDED.name, n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity,
      gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      discount_minor = t.discount_minor + EXCLUDED.discount_minor, net_minor = t.net_minor + EXCLUDED.net_minor;
END $$;

-- 2. A paid order's hour, line and range rows and its day's "changed since the Z" mark in one
--    statement (was four, each reading the order's lines again; sales_range_order_add's rows).
CREATE OR REPLACE FUNCTION sales_order_apply(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  WITH items AS MATERIALIZED (
    SELECT product_id, product_name, vat_rate, quantity, total_price_minor, vat_minor, kind
    FROM order_items WHERE order_id = o.id
  ), hour_row AS (
    INSERT INTO sales_hour_totals AS t (business_day, hour, channel, order_type, source_key, orders, gross_minor)
    SELECT o.business_day, extract(hour FROM o.created_at)::smallint,
      CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END, o.order_type,
      coalesce(o.kiosk_id::text, o.created_by_user_id::text, ''), sign,
      sign * coalesce((SELECT sum(i.total_price_minor) FROM items i), 0)
    ON CONFLICT (business_day, hour, channel, order_type, source_key) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, gross_minor = t.gross_minor + EXCLUDED.gross_minor
  ), line_rows AS (
    INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, slot, product_name, quantity, gross_minor, vat_minor)
    SELECT o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, pg_backend_pid() % 16,
      max(i.product_name), sign * sum(i.quantity), sign * sum(i.total_price_minor), sign * sum(i.vat_minor)
    FROM items i GROUP BY 2, 3
    ON CONFLICT (business_day, product_key, vat_rate, slot) DO UPDATE
      SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
        vat_minor = t.vat_minor + EXCLUDED.vat_minor
  ), range_rows AS (
    INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
    SELECT o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel,
      extract(hour FROM o.created_at)::integer::text, pg_backend_pid() % 16 + 1, '', sign,
      sign * coalesce(sum(i.quantity) FILTER (WHERE i.kind <> 'deal_part'), 0), sign * coalesce(sum(i.total_price_minor), 0)
    FROM (SELECT 1) one LEFT JOIN items i ON true
    UNION ALL
    SELECT o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
      pg_backend_pid() % 16 + 1, max(i.product_name), sign * count(*), sign * sum(i.quantity), sign * sum(i.total_price_minor)
    FROM items i GROUP BY coalesce(i.product_id::text, i.product_name)
    ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
      SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
        quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor
  )
  UPDATE sales_day_closings SET changed_at = now() WHERE business_day = o.business_day AND changed_at IS NULL;
  PERFORM sales_discounts_apply(o, sign);
END $$;

-- 3. An approved part's money and range rows and its day's mark in one statement (was four:
--    the order read, sales_money_add's upsert and mark, sales_range_money_add's upsert).
CREATE OR REPLACE FUNCTION sales_part_apply(p payment_attempts, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p.status IS DISTINCT FROM 'approved' THEN RETURN; END IF;
  WITH o AS MATERIALIZED (
    SELECT business_day, store_id, channel FROM orders WHERE id = p.order_id
  ), money AS (
    INSERT INTO sales_money_totals AS t (business_day, method, terminal_key, kind, n, amount_minor)
    SELECT o.business_day, p.method, coalesce(p.pos_device_id::text, ''), 'sale', sign, sign * p.amount_minor FROM o
    ON CONFLICT (business_day, method, terminal_key, kind) DO UPDATE
      SET n = t.n + EXCLUDED.n, amount_minor = t.amount_minor + EXCLUDED.amount_minor
  ), range_row AS (
    INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, n, amount_minor)
    SELECT o.business_day, 'method', coalesce(o.store_id::text, ''), o.channel, p.method, pg_backend_pid() % 16 + 1,
      sign, sign * p.amount_minor FROM o
    ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
      SET n = t.n + EXCLUDED.n, amount_minor = t.amount_minor + EXCLUDED.amount_minor
  )
  UPDATE sales_day_closings c SET changed_at = now() FROM o
  WHERE c.business_day = o.business_day AND c.changed_at IS NULL;
END $$;

-- 4. A status change moves the order between its day's counts in one upsert (was two: the old
--    status's count down, the new one's up; the trigger's WHEN means the two keys differ).
CREATE OR REPLACE FUNCTION order_day_counts_track() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_counts AS c (business_day, status, slot, n)
    VALUES (OLD.business_day, OLD.status, s, -1), (NEW.business_day, NEW.status, s, 1)
    ON CONFLICT (business_day, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts (business_day, status, slot, n) VALUES (OLD.business_day, OLD.status, s, -1)
    ON CONFLICT (business_day, status, slot) DO UPDATE SET n = order_day_counts.n - 1;
  ELSE
    INSERT INTO order_day_counts (business_day, status, slot, n) VALUES (NEW.business_day, NEW.status, s, 1)
    ON CONFLICT (business_day, status, slot) DO UPDATE SET n = order_day_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;

-- 5. Triggers whose function returned at once for most rows now say so in WHEN, so Postgres does
--    not call the function (same names: the store node's trigger lists and its ENABLE ALWAYS at
--    start still apply). A create no longer calls the gross and store defaults (the create
--    statement writes both), the sales insert (an order is created unpaid), the open-order notice
--    (not an open order), the kitchen event and the printing triggers (not paid yet).
DROP TRIGGER orders_gross_default ON orders;
CREATE TRIGGER orders_gross_default BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.gross_minor IS NULL) EXECUTE FUNCTION orders_gross_default();
DROP TRIGGER orders_store_default ON orders;
CREATE TRIGGER orders_store_default BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.store_id IS NULL) EXECUTE FUNCTION orders_store_default();
DROP TRIGGER order_items_gross_default ON order_items;
CREATE TRIGGER order_items_gross_default BEFORE INSERT ON order_items
  FOR EACH ROW WHEN (NEW.gross_minor IS NULL) EXECUTE FUNCTION order_items_gross_default();
DROP TRIGGER orders_sales_insert ON orders;
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.payment_status = 'paid') EXECUTE FUNCTION sales_orders_track();
DROP TRIGGER orders_open_order_notify ON orders;
CREATE TRIGGER orders_open_order_notify AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW WHEN (NEW.metadata ? 'open_order') EXECUTE FUNCTION open_order_notify();
DROP TRIGGER orders_kitchen_event ON orders;
CREATE TRIGGER orders_kitchen_event AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status NOT IN ('pending', 'pending_payment')) EXECUTE FUNCTION orders_kitchen_event();
DROP TRIGGER orders_print_jobs ON orders;
CREATE TRIGGER orders_print_jobs AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status IN ('paid', 'confirmed')) EXECUTE FUNCTION orders_print_jobs();
DROP TRIGGER orders_print_slips ON orders;
CREATE TRIGGER orders_print_slips AFTER INSERT OR UPDATE OF payment_status ON orders
  FOR EACH ROW WHEN (NEW.payment_status = 'paid') EXECUTE FUNCTION orders_print_slips();
DROP TRIGGER payment_attempts_order_store ON payment_attempts;
CREATE TRIGGER payment_attempts_order_store AFTER INSERT ON payment_attempts
  FOR EACH ROW WHEN (NEW.pos_device_id IS NOT NULL) EXECUTE FUNCTION payment_attempts_order_store();

-- sales_range_order_add's rows are written by sales_order_apply's statement now; nothing else called it.
DROP FUNCTION sales_range_order_add(orders, integer);
