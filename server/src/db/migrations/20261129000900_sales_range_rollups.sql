-- Reports beyond one day (issue 34): a year's report read ~800,000 day rows of sales_range_totals
-- (two years x stores x channels x keys) and took seconds. Two rollups of it, kept by statement
-- triggers on it (so every writer of it, the order functions and sales_range_totals_rebuild(), keeps
-- them too), let the report read whole months and whole days instead:
--   sales_range_month_totals: the same rows summed by calendar month (name: the greatest seen);
--   sales_range_day_totals:   the 'hour', 'refund' and 'void' rows summed over their keys (the report's
--                             by-day, by-store and by-channel figures).
-- Both keep the slot of the row they sum (no new hot row for concurrent orders).

CREATE TABLE sales_range_month_totals (
  month date NOT NULL,
  kind text NOT NULL,
  store_key text NOT NULL,
  channel text NOT NULL,
  key text NOT NULL,
  slot smallint NOT NULL,
  name text NOT NULL DEFAULT '',
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, kind, store_key, channel, key, slot)
);

CREATE TABLE sales_range_day_totals (
  business_day date NOT NULL,
  kind text NOT NULL,
  store_key text NOT NULL,
  channel text NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, kind, store_key, channel, slot)
);

-- The rows a statement added to sales_range_totals (sign 1) and took away (-1), summed into both
-- rollups (the same statement three times: each trigger sees only its own transition tables).
CREATE FUNCTION sales_range_rollup_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH d AS (SELECT *, 1 AS sign FROM new_rows),
    months AS (
      INSERT INTO sales_range_month_totals AS t (month, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
      SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, slot,
        coalesce(max(name) FILTER (WHERE sign > 0), ''), sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (month, kind, store_key, channel, key, slot) DO UPDATE
        SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
          quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor)
    INSERT INTO sales_range_day_totals AS t (business_day, kind, store_key, channel, slot, n, quantity, amount_minor)
    SELECT business_day, kind, store_key, channel, slot, sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
    FROM d WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (business_day, kind, store_key, channel, slot) DO UPDATE
      SET n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH d AS (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows),
    months AS (
      INSERT INTO sales_range_month_totals AS t (month, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
      SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, slot,
        coalesce(max(name) FILTER (WHERE sign > 0), ''), sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (month, kind, store_key, channel, key, slot) DO UPDATE
        SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
          quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor)
    INSERT INTO sales_range_day_totals AS t (business_day, kind, store_key, channel, slot, n, quantity, amount_minor)
    SELECT business_day, kind, store_key, channel, slot, sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
    FROM d WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (business_day, kind, store_key, channel, slot) DO UPDATE
      SET n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  ELSE
    WITH d AS (SELECT *, -1 AS sign FROM old_rows),
    months AS (
      INSERT INTO sales_range_month_totals AS t (month, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
      SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, slot,
        coalesce(max(name) FILTER (WHERE sign > 0), ''), sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (month, kind, store_key, channel, key, slot) DO UPDATE
        SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
          quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor)
    INSERT INTO sales_range_day_totals AS t (business_day, kind, store_key, channel, slot, n, quantity, amount_minor)
    SELECT business_day, kind, store_key, channel, slot, sum(sign * n), sum(sign * quantity), sum(sign * amount_minor)
    FROM d WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (business_day, kind, store_key, channel, slot) DO UPDATE
      SET n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sales_range_rollup_inserted AFTER INSERT ON sales_range_totals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_range_rollup_track();
CREATE TRIGGER sales_range_rollup_updated AFTER UPDATE ON sales_range_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_range_rollup_track();
CREATE TRIGGER sales_range_rollup_deleted AFTER DELETE ON sales_range_totals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_range_rollup_track();

INSERT INTO sales_range_month_totals (month, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, slot, max(name), sum(n), sum(quantity), sum(amount_minor)
FROM sales_range_totals GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO sales_range_day_totals (business_day, kind, store_key, channel, slot, n, quantity, amount_minor)
SELECT business_day, kind, store_key, channel, slot, sum(n), sum(quantity), sum(amount_minor)
FROM sales_range_totals WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3, 4, 5;
