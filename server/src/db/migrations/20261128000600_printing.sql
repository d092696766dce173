-- Issue 35: network ESC/POS printers and durable print jobs. A job is a row written in the same
-- transaction as the event that causes it (an order reaching the kitchen: trigger below; lines
-- added or cancelled: the edit's transaction; a test page, a reprint: the admin's). The worker
-- (server/src/jobs/print.job.ts) claims jobs with a lease and sends them; it renders the job's
-- payload (a snapshot of what to print) for the printer it is sent to.

CREATE TABLE printers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  host text NOT NULL CHECK (btrim(host) <> ''),
  port integer NOT NULL DEFAULT 9100 CHECK (port BETWEEN 1 AND 65535),
  paper_width_mm integer NOT NULL DEFAULT 80 CHECK (paper_width_mm IN (58, 80)),
  columns integer NOT NULL DEFAULT 48 CHECK (columns IN (32, 42, 48)),
  -- The code page's name (encoder and simulator: cp857, windows1254...) and the model's ESC t number.
  code_page text NOT NULL DEFAULT 'cp857',
  code_page_number integer NOT NULL DEFAULT 13 CHECK (code_page_number BETWEEN 0 AND 255),
  cuts boolean NOT NULL DEFAULT true,
  -- What it prints: kitchen tickets of these stations, customer slips of these kiosks / tills
  -- (pos device or kiosk ids), session reports.
  station_ids uuid[] NOT NULL DEFAULT '{}',
  slip_source_ids uuid[] NOT NULL DEFAULT '{}',
  session_reports boolean NOT NULL DEFAULT false,
  store_id uuid REFERENCES stores (id),
  -- What the worker last learnt from the printer (DLE EOT), and since when.
  status text NOT NULL DEFAULT 'unknown'
    CHECK (status IN ('unknown', 'online', 'offline', 'paper_out', 'cover_open')),
  status_since timestamptz NOT NULL DEFAULT now(),
  last_error text,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX printers_stations_idx ON printers USING gin (station_ids) WHERE NOT is_deleted;

CREATE TABLE print_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order jobs of one printer print in.
  seq bigserial NOT NULL,
  printer_id uuid NOT NULL REFERENCES printers (id),
  kind text NOT NULL CHECK (kind IN ('kitchen_ticket', 'customer_slip', 'session_report', 'test_page')),
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  till_session_id uuid,
  -- What to print (order header, lines by station, 'new' / 'add' / 'cancel'), rendered per printer.
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'printed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  reprint boolean NOT NULL DEFAULT false,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  printed_at timestamptz
);
CREATE INDEX print_jobs_waiting_idx ON print_jobs (printer_id, seq) WHERE status IN ('queued', 'sending');
CREATE INDEX print_jobs_printer_idx ON print_jobs (printer_id, created_at DESC);
CREATE INDEX print_jobs_order_idx ON print_jobs (order_id);

-- Kitchen ticket jobs for an order: each line to its station (its category's, else the default
-- station), one job per printer printing any of those stations. `lines` null: every line of the
-- order; else these line snapshots ({id, product_id, product_name, quantity, configurations}).
CREATE FUNCTION enqueue_kitchen_tickets(p_order_id uuid, p_mode text, p_lines jsonb)
RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  o record;
  header jsonb;
  n integer;
BEGIN
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
             (SELECT coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'product_id', i.product_id,
                       'product_name', i.product_name, 'quantity', i.quantity,
                       'configurations', i.configurations) ORDER BY i.sort_order), '[]'::jsonb)
                FROM order_items i WHERE i.order_id = p_order_id))) WITH ORDINALITY AS l(line, ord)
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

-- An order reaching the kitchen (paid or confirmed, from any path: the kiosk's approval, the till,
-- the back office) gets its tickets in the same transaction.
CREATE FUNCTION orders_print_jobs() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.status IN ('paid', 'confirmed')
     AND (TG_OP = 'INSERT' OR OLD.status NOT IN ('paid', 'confirmed', 'preparing', 'ready', 'completed')) THEN
    PERFORM enqueue_kitchen_tickets(NEW.id, 'new', NULL);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER orders_print_jobs AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_print_jobs();
