-- Orders per business day and status, kept by a trigger: the orders list counts pages and finds
-- deep pages from these few rows instead of scanning a million orders.
CREATE TABLE order_day_counts (
  business_day date NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, status)
);

CREATE FUNCTION order_day_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_day_counts SET n = n - 1 WHERE business_day = OLD.business_day AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_day_counts (business_day, status, n) VALUES (NEW.business_day, NEW.status, 1)
    ON CONFLICT (business_day, status) DO UPDATE SET n = order_day_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_day_counts_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_day_counts_track();
CREATE TRIGGER orders_day_counts_update AFTER UPDATE OF status, business_day ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.business_day IS DISTINCT FROM NEW.business_day)
  EXECUTE FUNCTION order_day_counts_track();

INSERT INTO order_day_counts (business_day, status, n)
SELECT business_day, status, count(*) FROM orders GROUP BY business_day, status;

CREATE INDEX orders_list_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_list_idx ON orders (status, created_at DESC, id DESC);
DROP INDEX orders_created_idx;
DROP INDEX orders_status_idx;
