-- Store node (issue 36): the "86" state (a product marked sold out from the till or the kitchen
-- display, its end and its count left) is a store's, written where its devices are served. It leaves
-- products (written at central, copied down: central's next edit of the product undid a store's 86,
-- and one store running out of fries sold them out chain-wide) for product_stock, one row per store
-- and product, which flows up to central. products.in_stock stays the admin's chain-wide switch; a
-- product can be sold where both say in stock.
--
-- Whose row a server reads and writes (stock_scope()): a store node's own store (its subscription to
-- central, kiosk_down_<store id without dashes>, names it: replication-sql.ts replicationNames);
-- central and the one box use the all-zero id (their own devices' marks).
CREATE FUNCTION stock_scope() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT regexp_replace(substr(s.subname, 12), '^(.{8})(.{4})(.{4})(.{4})(.{12})$', '\1-\2-\3-\4-\5')::uuid
    FROM pg_catalog.pg_subscription s
    WHERE s.subdbid = (SELECT d.oid FROM pg_catalog.pg_database d WHERE d.datname = current_database())
      AND s.subname ~ '^kiosk_down_[0-9a-f]{32}$'
    ORDER BY s.subname LIMIT 1), '00000000-0000-0000-0000-000000000000'::uuid)
$$;

CREATE TABLE product_stock (
  store_id uuid NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  in_stock boolean NOT NULL DEFAULT true,
  sold_out_at timestamptz,
  sold_out_by text,
  sold_out_until timestamptz,
  count_left integer CONSTRAINT product_stock_count_left_range CHECK (count_left BETWEEN 0 AND 9999),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, product_id)
);
CREATE INDEX product_stock_sold_out_until ON product_stock (sold_out_until) WHERE sold_out_until IS NOT NULL;

-- Today's marks become this server's own (a product sold out by a mark is in stock for the admin).
INSERT INTO product_stock (store_id, product_id, in_stock, sold_out_at, sold_out_by, sold_out_until, count_left, updated_at)
SELECT '00000000-0000-0000-0000-000000000000', id, in_stock, sold_out_at, sold_out_by, sold_out_until, count_left, updated_at
FROM products WHERE sold_out_at IS NOT NULL OR count_left IS NOT NULL;
UPDATE products SET in_stock = true WHERE sold_out_at IS NOT NULL OR count_left IS NOT NULL;
DROP INDEX products_sold_out_until;
ALTER TABLE products DROP COLUMN sold_out_at, DROP COLUMN sold_out_by, DROP COLUMN sold_out_until,
  DROP COLUMN count_left;

-- An order becoming paid counts down its products' counts left in this server's stock rows, as
-- before (each row locked in product id order, never below zero, sold out at zero, the move
-- recorded and announced on db-changes, with the store).
CREATE OR REPLACE FUNCTION products_count_down() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
  before_left integer;
  took integer;
  scope uuid := stock_scope();
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
