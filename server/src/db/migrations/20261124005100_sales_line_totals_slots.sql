-- Paid lines per day, product and KDV rate were one row per (day, product, rate): every paid order
-- of a popular product updated the same row and held its lock until commit, so payments of
-- different kiosks queued behind each other's commit (issue 18). As with order_day_counts, the
-- figures are spread over 16 slots, one per session (backend pid); the reports sum the slots
-- (they always summed over days). The other aggregates stay one row per kiosk, cashier or
-- terminal, whose changes come one at a time anyway.
ALTER TABLE sales_line_totals ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE sales_line_totals DROP CONSTRAINT sales_line_totals_pkey;
ALTER TABLE sales_line_totals ADD PRIMARY KEY (business_day, product_key, vat_rate, slot);

CREATE OR REPLACE FUNCTION sales_order_apply(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  INSERT INTO sales_hour_totals AS t (business_day, hour, channel, order_type, source_key, orders, gross_minor)
  SELECT o.business_day, extract(hour FROM o.created_at)::smallint,
    CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END, o.order_type,
    coalesce(o.kiosk_id::text, o.created_by_user_id::text, ''), sign,
    sign * coalesce((SELECT sum(i.total_price_minor) FROM order_items i WHERE i.order_id = o.id), 0)
  ON CONFLICT (business_day, hour, channel, order_type, source_key) DO UPDATE
    SET orders = t.orders + EXCLUDED.orders, gross_minor = t.gross_minor + EXCLUDED.gross_minor;
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, slot, product_name, quantity, gross_minor, vat_minor)
  SELECT o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, pg_backend_pid() % 16,
    max(i.product_name), sign * sum(i.quantity), sign * sum(i.total_price_minor), sign * sum(i.vat_minor)
  FROM order_items i WHERE i.order_id = o.id GROUP BY 2, 3
  ON CONFLICT (business_day, product_key, vat_rate, slot) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_day_touched(o.business_day);
END $$;

CREATE OR REPLACE FUNCTION sales_item_apply(i order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = i.order_id;
  IF NOT FOUND OR o.payment_status IS DISTINCT FROM 'paid' THEN RETURN; END IF;
  UPDATE sales_hour_totals SET gross_minor = gross_minor + sign * i.total_price_minor
  WHERE business_day = o.business_day AND hour = extract(hour FROM o.created_at)::smallint
    AND channel = CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END AND order_type = o.order_type
    AND source_key = coalesce(o.kiosk_id::text, o.created_by_user_id::text, '');
  INSERT INTO sales_line_totals AS t (business_day, product_key, vat_rate, slot, product_name, quantity, gross_minor, vat_minor)
  VALUES (o.business_day, coalesce(i.product_id::text, i.product_name), i.vat_rate, pg_backend_pid() % 16,
    i.product_name, sign * i.quantity, sign * i.total_price_minor, sign * i.vat_minor)
  ON CONFLICT (business_day, product_key, vat_rate, slot) DO UPDATE
    SET quantity = t.quantity + EXCLUDED.quantity, gross_minor = t.gross_minor + EXCLUDED.gross_minor,
      vat_minor = t.vat_minor + EXCLUDED.vat_minor;
  PERFORM sales_day_touched(o.business_day);
END $$;
