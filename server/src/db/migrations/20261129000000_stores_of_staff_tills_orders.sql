-- Issue 34: the store dimension. A person works at some stores (user_stores); a till (its payment
-- terminal, pos_devices) stands in one store; an order belongs to the store it was sold in:
--   a kiosk's order: the kiosk's store (kiosk_users.store_id);
--   a till's order: the cashier's store when they have exactly one, else the store of the till
--     whose terminal takes its first part (set while the order is still unpaid, so the sales
--     aggregates, which count paid orders only, never see the store change).
-- Orders sold before this migration keep their kiosk's store; till orders stay without one.

CREATE TABLE user_stores (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, store_id)
);
CREATE INDEX user_stores_store_idx ON user_stores (store_id);

ALTER TABLE pos_devices ADD COLUMN store_id uuid REFERENCES stores (id);

ALTER TABLE orders ADD COLUMN store_id uuid REFERENCES stores (id);
UPDATE orders o SET store_id = k.store_id FROM kiosk_users k WHERE k.id = o.kiosk_id AND k.store_id IS NOT NULL;
CREATE INDEX orders_store_day_idx ON orders (store_id, business_day) WHERE store_id IS NOT NULL;

CREATE FUNCTION orders_store_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.store_id IS NULL AND NEW.kiosk_id IS NOT NULL THEN
    SELECT k.store_id INTO NEW.store_id FROM kiosk_users k WHERE k.id = NEW.kiosk_id;
  ELSIF NEW.store_id IS NULL AND NEW.created_by_user_id IS NOT NULL THEN
    SELECT min(s.store_id::text)::uuid INTO NEW.store_id FROM user_stores s
    WHERE s.user_id = NEW.created_by_user_id HAVING count(*) = 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_store_default BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_store_default();

CREATE FUNCTION payment_attempts_order_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pos_device_id IS NOT NULL THEN
    UPDATE orders o SET store_id = d.store_id
    FROM pos_devices d
    WHERE o.id = NEW.order_id AND o.store_id IS NULL AND o.payment_status = 'pending'
      AND d.id = NEW.pos_device_id AND d.store_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER payment_attempts_order_store AFTER INSERT ON payment_attempts
  FOR EACH ROW EXECUTE FUNCTION payment_attempts_order_store();
