-- Issue 35: customer slips. When an order becomes paid (the kiosk's approval, the till's last
-- part, any path), every printer that prints slips for its kiosk or its till (the pos device its
-- payment parts were taken at) gets a 'customer_slip' job in the same transaction: a snapshot of
-- the order (lines, total) and whether the fiscal receipt came from the card terminal (a kiosk
-- sale, or an approved CompleteSale at the till: the slip then says "Fiş yerine geçmez"). The
-- digital receipt's signed link is made by the worker when it prints (a server secret).

CREATE FUNCTION enqueue_customer_slips(p_order_id uuid)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  o record;
  sources uuid[];
  payload jsonb;
  n integer;
BEGIN
  SELECT id, order_number, reference_number, order_type, kiosk_id, total_minor, metadata
    INTO o FROM orders WHERE id = p_order_id;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  SELECT array_agg(DISTINCT src) INTO sources FROM (
    SELECT o.kiosk_id AS src WHERE o.kiosk_id IS NOT NULL
    UNION
    SELECT coalesce(a.pos_device_id, s.pos_device_id)
      FROM payment_attempts a LEFT JOIN till_sessions s ON s.id = a.till_session_id
     WHERE a.order_id = p_order_id AND a.status = 'approved' AND o.kiosk_id IS NULL
  ) x WHERE src IS NOT NULL;
  IF sources IS NULL THEN
    RETURN 0;
  END IF;
  payload := jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number, 'queue_number', o.reference_number,
    'order_type', o.order_type,
    'source', CASE WHEN o.kiosk_id IS NOT NULL THEN 'kiosk' ELSE 'till' END,
    'at', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS'),
    'total_minor', o.total_minor,
    'fiscal_by_terminal', o.kiosk_id IS NOT NULL OR EXISTS (
      SELECT 1 FROM payment_attempts a
       WHERE a.order_id = p_order_id AND a.status = 'approved' AND a.operation = 'CompleteSale'),
    'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                'product_name', i.product_name, 'quantity', i.quantity,
                'total_price_minor', i.total_price_minor, 'configurations', i.configurations)
                ORDER BY i.sort_order), '[]'::jsonb)
                FROM order_items i WHERE i.order_id = p_order_id));
  INSERT INTO print_jobs (printer_id, kind, order_id, payload)
  SELECT p.id, 'customer_slip', p_order_id, payload
    FROM printers p
   WHERE NOT p.is_deleted AND p.slip_source_ids && sources
   ORDER BY p.id;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

CREATE FUNCTION orders_print_slips() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.payment_status = 'paid' AND (TG_OP = 'INSERT' OR OLD.payment_status <> 'paid') THEN
    PERFORM enqueue_customer_slips(NEW.id);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER orders_print_slips AFTER INSERT OR UPDATE OF payment_status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_print_slips();
