-- The day's queue number ("Sıra", 1-999, restarting every day) from a sequence of its own per
-- business day (order_queue_YYYYMMDD, cycling 999 -> 1), made by the day's first order. A sequence
-- takes no row lock, so concurrent orders no longer queue behind one counter row's commit.
CREATE FUNCTION next_queue_number() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text := 'order_queue_' || to_char(current_date, 'YYYYMMDD');
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

-- Today's numbering goes on from the counter row it replaces.
DO $$
DECLARE
  last integer;
  name text := 'order_queue_' || to_char(current_date, 'YYYYMMDD');
BEGIN
  SELECT last_number INTO last FROM order_queue_counters WHERE business_day = current_date;
  IF last IS NOT NULL THEN
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 MAXVALUE 999 CYCLE', name);
    PERFORM setval(name::regclass, last);
  END IF;
END $$;

DROP TABLE order_queue_counters;
