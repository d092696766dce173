-- Reports beyond one day (issue 34): the range report's rollups taken off the order path.
-- 20261129000900 kept sales_range_month_totals / sales_range_day_totals by statement triggers on
-- sales_range_totals (~0.8 ms of every paid order) and they still held one row per slot. Now:
--   * the order functions write sales_range_totals on slots 1..16 only (pg_backend_pid() % 16 + 1);
--   * slot 0 holds the folded rows, and the rollups (now without a slot) hold exactly the sums of
--     the slot-0 rows: sales_range_fold(day), run by the housekeeping job for past days, moves a
--     day's slot rows into slot 0 and into both rollups in one statement (one transaction);
--   * the report reads the rollups plus the rows not folded yet (slot <> 0, a partial index), so a
--     late write to a folded day (a refund of an older order) counts once: as a slot row until the
--     next fold, then in slot 0 and the rollups;
--   * fewer rows a year: sales_range_day_totals has one row per day, store and channel (the hour,
--     refund and void figures side by side), and a report of every store and channel reads
--     sales_range_month_key_totals / sales_range_day_key_totals (by key only, no store or channel).
DROP TRIGGER sales_range_rollup_inserted ON sales_range_totals;
DROP TRIGGER sales_range_rollup_updated ON sales_range_totals;
DROP TRIGGER sales_range_rollup_deleted ON sales_range_totals;
DROP FUNCTION sales_range_rollup_track();

CREATE OR REPLACE FUNCTION sales_range_order_add(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
  SELECT o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel,
    extract(hour FROM o.created_at)::integer::text, pg_backend_pid() % 16 + 1, '', sign,
    sign * coalesce(sum(i.quantity) FILTER (WHERE i.kind <> 'deal_part'), 0), sign * coalesce(sum(i.total_price_minor), 0)
  FROM (SELECT 1) one LEFT JOIN order_items i ON i.order_id = o.id
  UNION ALL
  SELECT o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
    pg_backend_pid() % 16 + 1, max(i.product_name), sign * count(*), sign * sum(i.quantity), sign * sum(i.total_price_minor)
  FROM order_items i WHERE i.order_id = o.id GROUP BY coalesce(i.product_id::text, i.product_name)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
      quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

CREATE OR REPLACE FUNCTION sales_range_item_add(o orders, i order_items, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
  VALUES (o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel,
      extract(hour FROM o.created_at)::integer::text, pg_backend_pid() % 16 + 1, '', 0,
      sign * CASE WHEN i.kind <> 'deal_part' THEN i.quantity ELSE 0 END, sign * i.total_price_minor),
    (o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
      pg_backend_pid() % 16 + 1, i.product_name, sign, sign * i.quantity, sign * i.total_price_minor)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
      quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

CREATE OR REPLACE FUNCTION sales_range_money_add(o orders, kind text, key text, n integer, amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, n, amount_minor)
  VALUES (o.business_day, kind, coalesce(o.store_id::text, ''), o.channel, key, pg_backend_pid() % 16 + 1, n, amount)
  ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
    SET n = t.n + EXCLUDED.n, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
$$;

-- The rollups again, without a slot: the sums of the slot-0 (folded) rows only.
DROP TABLE sales_range_month_totals;
DROP TABLE sales_range_day_totals;

CREATE TABLE sales_range_month_totals (
  month date NOT NULL,
  kind text NOT NULL,
  store_key text NOT NULL,
  channel text NOT NULL,
  key text NOT NULL,
  name text NOT NULL DEFAULT '',
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, kind, store_key, channel, key)
);

-- Every store and channel together: the report without a store or channel filter.
CREATE TABLE sales_range_month_key_totals (
  month date NOT NULL,
  kind text NOT NULL,
  key text NOT NULL,
  name text NOT NULL DEFAULT '',
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, kind, key)
);

CREATE TABLE sales_range_day_key_totals (
  business_day date NOT NULL,
  kind text NOT NULL,
  key text NOT NULL,
  name text NOT NULL DEFAULT '',
  n bigint NOT NULL DEFAULT 0,
  quantity bigint NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, kind, key)
);

-- The 'hour' rows (orders, units, gross), 'refund' and 'void' rows (count, amount) by day, store and channel.
CREATE TABLE sales_range_day_totals (
  business_day date NOT NULL,
  store_key text NOT NULL,
  channel text NOT NULL,
  orders bigint NOT NULL DEFAULT 0,
  units bigint NOT NULL DEFAULT 0,
  gross_minor bigint NOT NULL DEFAULT 0,
  refunds bigint NOT NULL DEFAULT 0,
  refunds_minor bigint NOT NULL DEFAULT 0,
  voids bigint NOT NULL DEFAULT 0,
  voids_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_day, store_key, channel)
);

-- The rows not folded yet (today's, and late writes to past days until the next fold).
CREATE INDEX sales_range_totals_unfolded ON sales_range_totals (business_day) WHERE slot <> 0;

-- One day's slot rows into slot 0 and both rollups, in one statement; answers the rows folded.
-- Rows a paid order or refund holds locked are skipped (FOR UPDATE SKIP LOCKED: the fold never
-- waits for an order, so it cannot deadlock with one) and folded next time; an order writing a row
-- the fold holds waits for it, then inserts a new slot row. One fold at a time (an advisory lock).
CREATE FUNCTION sales_range_fold(day date) RETURNS integer LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('sales_range_fold'));
  WITH gone AS (
    DELETE FROM sales_range_totals WHERE (business_day, kind, store_key, channel, key, slot) IN (
      SELECT business_day, kind, store_key, channel, key, slot FROM sales_range_totals
      WHERE business_day = day AND slot <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *),
  sums AS (
    SELECT business_day, kind, store_key, channel, key, max(name) AS name, sum(n) AS n, sum(quantity) AS quantity,
      sum(amount_minor) AS amount_minor
    FROM gone GROUP BY 1, 2, 3, 4, 5),
  base AS (
    INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
    SELECT business_day, kind, store_key, channel, key, 0, coalesce(name, ''), n, quantity, amount_minor FROM sums
    ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
      SET name = CASE WHEN EXCLUDED.name = '' THEN t.name ELSE EXCLUDED.name END, n = t.n + EXCLUDED.n,
        quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor),
  months AS (
    INSERT INTO sales_range_month_totals AS t (month, kind, store_key, channel, key, name, n, quantity, amount_minor)
    SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, coalesce(max(name), ''), sum(n),
      sum(quantity), sum(amount_minor)
    FROM sums GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (month, kind, store_key, channel, key) DO UPDATE
      SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
        quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor),
  month_keys AS (
    INSERT INTO sales_range_month_key_totals AS t (month, kind, key, name, n, quantity, amount_minor)
    SELECT date_trunc('month', business_day)::date, kind, key, coalesce(max(name), ''), sum(n), sum(quantity),
      sum(amount_minor)
    FROM sums GROUP BY 1, 2, 3
    ON CONFLICT (month, kind, key) DO UPDATE
      SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
        quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor),
  day_keys AS (
    INSERT INTO sales_range_day_key_totals AS t (business_day, kind, key, name, n, quantity, amount_minor)
    SELECT business_day, kind, key, coalesce(max(name), ''), sum(n), sum(quantity), sum(amount_minor)
    FROM sums GROUP BY 1, 2, 3
    ON CONFLICT (business_day, kind, key) DO UPDATE
      SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
        quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor),
  days AS (
    INSERT INTO sales_range_day_totals AS t (business_day, store_key, channel, orders, units, gross_minor, refunds,
      refunds_minor, voids, voids_minor)
    SELECT business_day, store_key, channel, sum(n * (kind = 'hour')::int), sum(quantity * (kind = 'hour')::int),
      sum(amount_minor * (kind = 'hour')::int), sum(n * (kind = 'refund')::int),
      sum(amount_minor * (kind = 'refund')::int), sum(n * (kind = 'void')::int), sum(amount_minor * (kind = 'void')::int)
    FROM sums WHERE kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3
    ON CONFLICT (business_day, store_key, channel) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, units = t.units + EXCLUDED.units,
        gross_minor = t.gross_minor + EXCLUDED.gross_minor, refunds = t.refunds + EXCLUDED.refunds,
        refunds_minor = t.refunds_minor + EXCLUDED.refunds_minor, voids = t.voids + EXCLUDED.voids,
        voids_minor = t.voids_minor + EXCLUDED.voids_minor)
  SELECT count(*)::integer FROM gone;
$$;

-- The rollups from the slot-0 rows (after a bulk load or a rebuild).
CREATE FUNCTION sales_range_rollups_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_range_month_totals;
  DELETE FROM sales_range_month_key_totals;
  DELETE FROM sales_range_day_key_totals;
  DELETE FROM sales_range_day_totals;
  INSERT INTO sales_range_month_totals (month, kind, store_key, channel, key, name, n, quantity, amount_minor)
  SELECT date_trunc('month', business_day)::date, kind, store_key, channel, key, max(name), sum(n), sum(quantity), sum(amount_minor)
  FROM sales_range_totals WHERE slot = 0 GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sales_range_month_key_totals (month, kind, key, name, n, quantity, amount_minor)
  SELECT month, kind, key, max(name), sum(n), sum(quantity), sum(amount_minor) FROM sales_range_month_totals GROUP BY 1, 2, 3;
  INSERT INTO sales_range_day_key_totals (business_day, kind, key, name, n, quantity, amount_minor)
  SELECT business_day, kind, key, max(name), sum(n), sum(quantity), sum(amount_minor)
  FROM sales_range_totals WHERE slot = 0 GROUP BY 1, 2, 3;
  INSERT INTO sales_range_day_totals (business_day, store_key, channel, orders, units, gross_minor, refunds, refunds_minor,
    voids, voids_minor)
  SELECT business_day, store_key, channel, sum(n * (kind = 'hour')::int), sum(quantity * (kind = 'hour')::int),
    sum(amount_minor * (kind = 'hour')::int), sum(n * (kind = 'refund')::int), sum(amount_minor * (kind = 'refund')::int),
    sum(n * (kind = 'void')::int), sum(amount_minor * (kind = 'void')::int)
  FROM sales_range_totals WHERE slot = 0 AND kind IN ('hour', 'refund', 'void') GROUP BY 1, 2, 3;
$$;

-- The range aggregate from scratch, as plain GROUP BYs, all on slot 0 (folded), and its rollups.
CREATE OR REPLACE FUNCTION sales_range_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_range_totals;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, quantity, amount_minor)
  SELECT o.business_day, 'hour', coalesce(o.store_id::text, ''), o.channel, extract(hour FROM o.created_at)::integer::text,
    count(*), coalesce(sum(i.units), 0), coalesce(sum(i.gross), 0)
  FROM orders o LEFT JOIN LATERAL (SELECT sum(quantity) FILTER (WHERE kind <> 'deal_part') AS units,
      sum(total_price_minor) AS gross FROM order_items WHERE order_id = o.id) i ON true
  WHERE o.payment_status = 'paid' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, name, n, quantity, amount_minor)
  SELECT o.business_day, 'item', coalesce(o.store_id::text, ''), o.channel, coalesce(i.product_id::text, i.product_name),
    max(i.product_name), count(*), sum(i.quantity), sum(i.total_price_minor)
  FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status = 'paid' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, amount_minor)
  SELECT o.business_day, 'method', coalesce(o.store_id::text, ''), o.channel, p.method, count(*), sum(p.amount_minor)
  FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'approved' GROUP BY 1, 3, 4, 5;
  INSERT INTO sales_range_totals (business_day, kind, store_key, channel, key, n, amount_minor)
  SELECT o.business_day, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END, coalesce(o.store_id::text, ''),
    o.channel, sales_range_reversal_key(r, p.method), count(*), sum(r.amount_minor)
  FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
  WHERE r.status = 'completed' GROUP BY 1, 2, 3, 4, 5;
  SELECT sales_range_rollups_rebuild();
$$;

-- The rows so far, every slot folded into slot 0, and the rollups from them.
WITH gone AS (DELETE FROM sales_range_totals WHERE slot <> 0 RETURNING *)
INSERT INTO sales_range_totals AS t (business_day, kind, store_key, channel, key, slot, name, n, quantity, amount_minor)
SELECT business_day, kind, store_key, channel, key, 0, max(name), sum(n), sum(quantity), sum(amount_minor)
FROM gone GROUP BY 1, 2, 3, 4, 5
ON CONFLICT (business_day, kind, store_key, channel, key, slot) DO UPDATE
  SET name = greatest(t.name, EXCLUDED.name), n = t.n + EXCLUDED.n,
    quantity = t.quantity + EXCLUDED.quantity, amount_minor = t.amount_minor + EXCLUDED.amount_minor;
SELECT sales_range_rollups_rebuild();
