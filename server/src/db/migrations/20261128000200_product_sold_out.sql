-- "86" (issue 32): a product marked sold out from the till or the kitchen display, until further
-- notice or until a time (sold_out_until; the expiry job brings it back), optionally with a count
-- left that every order becoming paid counts down (sold out at zero). in_stock stays the one flag
-- every path reads (menu, order pricing, configurator options, suggestions).
ALTER TABLE products ADD COLUMN sold_out_at timestamptz;
ALTER TABLE products ADD COLUMN sold_out_by text;
ALTER TABLE products ADD COLUMN sold_out_until timestamptz;
ALTER TABLE products ADD COLUMN count_left integer
  CONSTRAINT products_count_left_range CHECK (count_left BETWEEN 0 AND 9999);
CREATE INDEX products_sold_out_until ON products (sold_out_until) WHERE sold_out_until IS NOT NULL;

-- What each paid order took from a product's count left, and what it sold beyond it (an order
-- priced while some were left and paid after the count ran out: its money was taken already).
CREATE TABLE product_count_moves (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  taken integer NOT NULL CHECK (taken >= 0),
  short integer NOT NULL CHECK (short >= 0),
  left_after integer NOT NULL CHECK (left_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_count_moves_product ON product_count_moves (product_id, created_at);

-- An order becoming paid counts down its products' counts left, in the paying statement's
-- transaction. Each product row is locked (in id order, so two orders never deadlock) and the
-- locked count is the one read: concurrent paid orders take turns and the count never goes below
-- zero. At zero the product is sold out; each change is announced on db-changes like an admin's.
CREATE FUNCTION products_count_down() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
  before_left integer;
  took integer;
BEGIN
  FOR line IN
    SELECT i.product_id, sum(i.quantity)::int AS quantity FROM order_items i
    WHERE i.order_id = NEW.id AND i.product_id IS NOT NULL
    GROUP BY i.product_id ORDER BY i.product_id
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

CREATE TRIGGER orders_count_down AFTER UPDATE OF payment_status ON orders
  FOR EACH ROW WHEN (NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid')
  EXECUTE FUNCTION products_count_down();
