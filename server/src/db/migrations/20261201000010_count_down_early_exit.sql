-- Issue 37 part 2 (COSTPG): a paid order no longer walks its lines and their configurations for
-- the "86" count-down when no product has a count left anywhere (the usual case): one probe of an
-- index holding only the counted rows, then return. The rows it would lock and change are the
-- counted ones, so with none there was nothing to do; with any counted row (any store) the walk
-- runs as before.
CREATE INDEX product_stock_counted ON product_stock (product_id) WHERE count_left IS NOT NULL;

CREATE OR REPLACE FUNCTION products_count_down()
 RETURNS trigger
 LANGUAGE plpgsql
AS $$
DECLARE
  line record;
  before_left integer;
  took integer;
  scope uuid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM product_stock WHERE count_left IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  scope := stock_scope();
  FOR line IN
    SELECT taken.product_id, sum(taken.quantity)::int AS quantity FROM (
      SELECT i.product_id, i.quantity FROM order_items i
      WHERE i.order_id = NEW.id AND i.product_id IS NOT NULL
      UNION ALL
      SELECT o.product_id, i.quantity * (c.value->>'quantity')::int FROM order_items i
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(i.configurations) = 'array' THEN i.configurations ELSE '[]'::jsonb END) c
      JOIN configuration_options o ON o.id::text = c.value->>'option_id'
      WHERE i.order_id = NEW.id AND o.product_id IS NOT NULL
    ) taken
    GROUP BY taken.product_id ORDER BY taken.product_id
  LOOP
    SELECT s.count_left INTO before_left FROM product_stock s
    WHERE s.store_id = scope AND s.product_id = line.product_id AND s.count_left IS NOT NULL FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    took := LEAST(before_left, line.quantity);
    UPDATE product_stock SET count_left = before_left - took,
      in_stock = CASE WHEN before_left - took = 0 THEN false ELSE in_stock END, updated_at = now()
    WHERE store_id = scope AND product_id = line.product_id;
    INSERT INTO product_count_moves (order_id, product_id, taken, short, left_after)
    VALUES (NEW.id, line.product_id, took, line.quantity - took, before_left - took);
    PERFORM pg_notify('kiosk_realtime', json_build_object(
      'channel', 'db-changes', 'event', 'UPDATE', 'table', 'products',
      'payload', json_build_object('id', line.product_id, 'store_id', scope,
        'old', json_build_object('in_stock', before_left > 0, 'count_left', before_left),
        'new', json_build_object('in_stock', before_left - took > 0, 'count_left', before_left - took)),
      'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  END LOOP;
  RETURN NULL;
END $$;
