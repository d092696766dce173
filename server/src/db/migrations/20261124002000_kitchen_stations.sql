-- Kitchen display and order-ready board (issue 20): stations and the categories they cook, each
-- station's bump of an order, lines marked done, and a sequenced log of kitchen events so a
-- display that reconnects fetches exactly what it missed (after its last sequence number).
CREATE TABLE kitchen_stations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  -- The default station cooks every line no other station lists; there is exactly one.
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX kitchen_stations_name_key ON kitchen_stations (lower(name));
CREATE UNIQUE INDEX kitchen_stations_one_default ON kitchen_stations (is_default) WHERE is_default;

CREATE TABLE kitchen_station_categories (
  station_id uuid NOT NULL REFERENCES kitchen_stations (id) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  -- A category is cooked at one station.
  PRIMARY KEY (category_id)
);
CREATE INDEX kitchen_station_categories_station_idx ON kitchen_station_categories (station_id);

CREATE TABLE kitchen_bumps (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  station_id uuid NOT NULL REFERENCES kitchen_stations (id) ON DELETE CASCADE,
  bumped_at timestamptz NOT NULL DEFAULT now(),
  bumped_by text,
  PRIMARY KEY (order_id, station_id)
);
CREATE INDEX kitchen_bumps_station_idx ON kitchen_bumps (station_id, bumped_at DESC);

CREATE TABLE kitchen_line_done (
  order_item_id uuid PRIMARY KEY REFERENCES order_items (id) ON DELETE CASCADE,
  done_at timestamptz NOT NULL DEFAULT now()
);

-- Every change a kitchen display or the board shows: an order's status, a bump, a recall, a line
-- done. seq orders them; a display asks for everything after the last seq it saw.
CREATE TABLE kitchen_events (
  seq bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'bump', 'recall', 'line')),
  status text NOT NULL,
  station_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kitchen_events_order_idx ON kitchen_events (order_id, seq DESC);

-- Each kitchen event is announced on the 'kitchen' and 'board' realtime channels when its
-- transaction commits (NOTIFY), with only ids, the queue number and the status (no personal data).
CREATE FUNCTION kitchen_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queue integer;
BEGIN
  SELECT reference_number INTO queue FROM orders WHERE id = NEW.order_id;
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'kitchen', 'event', NEW.kind, 'table', 'kitchen_events',
    'payload', json_build_object('seq', NEW.seq, 'order_id', NEW.order_id, 'status', NEW.status,
      'station_id', NEW.station_id, 'queue_number', queue),
    'at', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'board', 'event', NEW.kind, 'table', 'kitchen_events',
    'payload', json_build_object('seq', NEW.seq, 'status', NEW.status, 'queue_number', queue),
    'at', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN NEW;
END $$;
CREATE TRIGGER kitchen_events_notify AFTER INSERT ON kitchen_events
  FOR EACH ROW EXECUTE FUNCTION kitchen_event_notify();

-- Every status change of an order, from any path (kiosk payment, till, admin, kitchen), is a
-- kitchen event, so no path can forget to tell the displays.
CREATE FUNCTION orders_kitchen_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An order waiting for its payment is nothing to the kitchen yet.
  IF NEW.status IN ('pending', 'pending_payment') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO kitchen_events (order_id, kind, status) VALUES (NEW.id, 'status', NEW.status);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_kitchen_event AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_kitchen_event();

-- Every outlet starts with one station, "Mutfak", cooking everything (the default station).
INSERT INTO kitchen_stations (name, is_default, sort_order) VALUES ('Mutfak', true, 0);
