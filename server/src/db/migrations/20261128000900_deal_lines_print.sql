-- Issue 33: meal deals and savings on paper, and the printing triggers' early return.
--
-- Kitchen tickets: a deal's header row (kind 'deal', no money, nothing to cook) is never a line;
-- each part (kind 'deal_part') goes to its own product's station as any line does, carrying its
-- deal (deal_id = the header row, deal_name, deal_quantity) and its group (deal_group), so each
-- station's ticket prints the deal's name with only that station's parts under it.
-- Customer slips: a deal is one line (its price = its parts' totals) with its parts under it; each
-- line carries its savings, and the slip the order's gross and discount.
-- Both functions run in the transaction of every order that becomes paid: they now first check
-- that a printer could take the job (any printer at all; for slips one printing slips for the
-- order's kiosk or till) and return before reading the order and building the payload.

CREATE OR REPLACE FUNCTION enqueue_kitchen_tickets(p_order_id uuid, p_mode text, p_lines jsonb)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  o record;
  header jsonb;
  n integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM printers p WHERE NOT p.is_deleted AND p.station_ids <> '{}') THEN
    RETURN 0;
  END IF;
  SELECT id, order_number, reference_number, order_type, kiosk_id, created_by_user_id, notes,
         metadata, paid_at, created_at
    INTO o FROM orders WHERE id = p_order_id;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  header := jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number, 'queue_number', o.reference_number,
    'order_type', o.order_type,
    'source', CASE WHEN o.kiosk_id IS NOT NULL THEN 'kiosk' WHEN o.metadata ? 'open_order' THEN 'open_order' ELSE 'till' END,
    'label', o.metadata -> 'open_order' ->> 'label',
    'notes', o.notes, 'at', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS'));
  WITH lines AS (
    SELECT l.ord, l.line
      FROM jsonb_array_elements(coalesce(p_lines,
             (SELECT coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', i.id,
                       'product_id', i.product_id, 'product_name', i.product_name,
                       'quantity', i.quantity, 'configurations', i.configurations,
                       'deal_id', h.id, 'deal_name', h.product_name, 'deal_quantity', h.quantity,
                       'deal_group', i.deal_group_name))
                       ORDER BY coalesce(h.sort_order, i.sort_order), h.sort_order IS NOT NULL, i.sort_order),
                       '[]'::jsonb)
                FROM order_items i LEFT JOIN order_items h ON h.id = i.parent_item_id
               WHERE i.order_id = p_order_id AND i.kind <> 'deal'))) WITH ORDINALITY AS l(line, ord)
  ), routed AS (
    SELECT lines.ord, lines.line,
           coalesce((SELECT sc.station_id FROM products p
                       JOIN kitchen_station_categories sc ON sc.category_id = p.category_id
                      WHERE p.id = (lines.line ->> 'product_id')::uuid),
                    (SELECT s.id FROM kitchen_stations s WHERE s.is_default LIMIT 1)) AS station_id
      FROM lines
  ), per_station AS (
    SELECT r.station_id, s.name, s.sort_order, jsonb_agg(r.line ORDER BY r.ord) AS lines
      FROM routed r JOIN kitchen_stations s ON s.id = r.station_id
     GROUP BY r.station_id, s.name, s.sort_order
  ), per_printer AS (
    SELECT p.id AS printer_id,
           jsonb_agg(jsonb_build_object('id', ps.station_id, 'name', ps.name, 'lines', ps.lines)
                     ORDER BY ps.sort_order, ps.name) AS stations
      FROM printers p JOIN per_station ps ON ps.station_id = ANY (p.station_ids)
     WHERE NOT p.is_deleted
     GROUP BY p.id
  )
  INSERT INTO print_jobs (printer_id, kind, order_id, payload)
  SELECT pp.printer_id, 'kitchen_ticket', p_order_id,
         header || jsonb_build_object('mode', p_mode, 'stations', pp.stations)
    FROM per_printer pp
   ORDER BY pp.printer_id;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

CREATE OR REPLACE FUNCTION enqueue_customer_slips(p_order_id uuid)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  o record;
  sources uuid[];
  payload jsonb;
  n integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM printers p WHERE NOT p.is_deleted AND p.slip_source_ids <> '{}') THEN
    RETURN 0;
  END IF;
  SELECT id, order_number, reference_number, order_type, kiosk_id, total_minor, gross_minor,
         discount_minor, metadata
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
  IF sources IS NULL
     OR NOT EXISTS (SELECT 1 FROM printers p WHERE NOT p.is_deleted AND p.slip_source_ids && sources) THEN
    RETURN 0;
  END IF;
  payload := jsonb_build_object(
    'order_id', o.id, 'order_number', o.order_number, 'queue_number', o.reference_number,
    'order_type', o.order_type,
    'source', CASE WHEN o.kiosk_id IS NOT NULL THEN 'kiosk' ELSE 'till' END,
    'at', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS'),
    'total_minor', o.total_minor,
    'gross_minor', o.gross_minor,
    'discount_minor', o.discount_minor,
    'fiscal_by_terminal', o.kiosk_id IS NOT NULL OR EXISTS (
      SELECT 1 FROM payment_attempts a
       WHERE a.order_id = p_order_id AND a.status = 'approved' AND a.operation = 'CompleteSale'),
    'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                'product_name', i.product_name, 'quantity', i.quantity,
                'total_price_minor', CASE WHEN i.kind = 'deal'
                  THEN (SELECT coalesce(sum(c.total_price_minor), 0) FROM order_items c WHERE c.parent_item_id = i.id)
                  ELSE i.total_price_minor END,
                'configurations', i.configurations, 'savings', i.savings,
                'parts', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                            'product_name', c.product_name, 'quantity', c.quantity,
                            'group_name', c.deal_group_name, 'configurations', c.configurations)
                            ORDER BY c.sort_order), '[]'::jsonb)
                            FROM order_items c WHERE c.parent_item_id = i.id))
                ORDER BY i.sort_order), '[]'::jsonb)
                FROM order_items i WHERE i.order_id = p_order_id AND i.kind <> 'deal_part'));
  INSERT INTO print_jobs (printer_id, kind, order_id, payload)
  SELECT p.id, 'customer_slip', p_order_id, payload
    FROM printers p
   WHERE NOT p.is_deleted AND p.slip_source_ids && sources
   ORDER BY p.id;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
