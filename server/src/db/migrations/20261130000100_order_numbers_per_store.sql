-- Order and queue numbers per store (issue 36): two store nodes each number their own orders from
-- their own database, and central receives both; an order number is unique per store (and so per
-- store and day, the date leading it), no longer across the database. NULLS NOT DISTINCT: orders of
-- no store stay unique among themselves. The number leads the index, so a search by number uses it.
ALTER TABLE orders DROP CONSTRAINT orders_order_number_key;
CREATE UNIQUE INDEX orders_order_number_store_key ON orders (order_number, store_id) NULLS NOT DISTINCT;

-- The day's queue number per store: a sequence per business day and store
-- (order_queue_YYYYMMDD_<store id without dashes>; order_queue_YYYYMMDD for orders of no store).
DROP FUNCTION next_queue_number();
CREATE FUNCTION next_queue_number(store uuid DEFAULT NULL) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text := 'order_queue_' || to_char(current_date, 'YYYYMMDD')
               || coalesce('_' || replace(store::text, '-', ''), '');
  seq regclass := to_regclass(name);
BEGIN
  IF seq IS NULL THEN
    BEGIN
      EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 MAXVALUE 999 CYCLE', name);
    EXCEPTION WHEN duplicate_table OR unique_violation THEN
      NULL; -- another order of the day made it at the same moment
    END;
    seq := name::regclass;
  END IF;
  RETURN nextval(seq);
END $$;

-- Today's numbering of each store goes on from its last queue number of the day.
DO $$
DECLARE
  r record;
  name text;
BEGIN
  FOR r IN SELECT store_id, max(reference_number) AS last FROM orders
           WHERE store_id IS NOT NULL AND created_at >= current_date GROUP BY store_id LOOP
    name := 'order_queue_' || to_char(current_date, 'YYYYMMDD') || '_' || replace(r.store_id::text, '-', '');
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 MAXVALUE 999 CYCLE', name);
    PERFORM setval(name::regclass, greatest(1, least(999, r.last)));
  END LOOP;
END $$;
