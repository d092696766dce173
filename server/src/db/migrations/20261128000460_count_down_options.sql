-- "86" counts (issue 32): a product sold as an option of another (an extra linked to a product,
-- configuration_options.product_id) is counted down too: each chosen option takes its quantity
-- times its line's quantity, added to what the order takes of that product as a line. Otherwise as
-- before: each product row locked in id order, never below zero, sold out at zero, the move
-- recorded and announced on db-changes. A refund gives nothing back (the food was made).
CREATE OR REPLACE FUNCTION products_count_down() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
  before_left integer;
  took integer;
BEGIN
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
    SELECT p.count_left INTO before_left FROM products p
    WHERE p.id = line.product_id AND p.count_left IS NOT NULL FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    took := LEAST(before_left, line.quantity);
    UPDATE products SET count_left = before_left - took,
      in_stock = CASE WHEN before_left - took = 0 THEN false ELSE in_stock END, updated_at = now()
    WHERE id = line.product_id;
    INSERT INTO product_count_moves (order_id, product_id, taken, short, left_after)
    VALUES (NEW.id, line.product_id, took, line.quantity - took, before_left - took);
    PERFORM pg_notify('kiosk_realtime', json_build_object(
      'channel', 'db-changes', 'event', 'UPDATE', 'table', 'products',
      'payload', json_build_object('id', line.product_id,
        'old', json_build_object('in_stock', before_left > 0, 'count_left', before_left),
        'new', json_build_object('in_stock', before_left - took > 0, 'count_left', before_left - took)),
      'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  END LOOP;
  RETURN NULL;
END $$;
