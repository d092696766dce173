-- Store node (issue 36): what the node serving a terminal or a printer writes about it lives in a
-- table of its own, written only where the device is served (an up table), so central's edits of
-- `pos_devices` and `printers` (down tables, REPLICA IDENTITY FULL) still match the store's row.
-- Before, a store's status change made central's next update of that row miss (its old row image no
-- longer matched) and the store never got, say, a terminal's new address. Today's values carry over.
CREATE TABLE pos_device_state (
  pos_device_id uuid PRIMARY KEY REFERENCES pos_devices (id) ON DELETE CASCADE,
  connection_status text NOT NULL DEFAULT 'disconnected'
    CHECK (connection_status IN ('connected', 'connecting', 'disconnected')),
  last_connected_at timestamptz,
  -- The terminal's TransactionSequence: only ever increases (compare-and-set in one statement).
  last_sequence bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO pos_device_state (pos_device_id, connection_status, last_connected_at, last_sequence)
  SELECT id, connection_status, last_connected_at, last_sequence FROM pos_devices;
ALTER TABLE pos_devices
  DROP COLUMN connection_status,
  DROP COLUMN last_connected_at,
  DROP COLUMN last_sequence;

CREATE TABLE printer_state (
  printer_id uuid PRIMARY KEY REFERENCES printers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'unknown'
    CHECK (status IN ('unknown', 'online', 'offline', 'paper_out', 'cover_open')),
  status_since timestamptz NOT NULL DEFAULT now(),
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO printer_state (printer_id, status, status_since, last_error)
  SELECT id, status, status_since, last_error FROM printers;
ALTER TABLE printers
  DROP COLUMN status,
  DROP COLUMN status_since,
  DROP COLUMN last_error;

-- Central holds a state row of its own for a device (carried over above, or written by an admin's
-- deactivation) when the store node's first one arrives: the store's, being the serving side's,
-- replaces it instead of clashing on the key (a clash would stop the up flow). ENABLE REPLICA: in
-- the apply worker only.
CREATE FUNCTION pos_device_state_replicated_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.pos_device_state
     SET connection_status = NEW.connection_status, last_connected_at = NEW.last_connected_at,
         last_sequence = greatest(last_sequence, NEW.last_sequence), updated_at = NEW.updated_at
   WHERE pos_device_id = NEW.pos_device_id;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION pos_device_state_replicated_merge() SET search_path = public;
CREATE TRIGGER pos_device_state_replicated_merge BEFORE INSERT ON pos_device_state
  FOR EACH ROW EXECUTE FUNCTION pos_device_state_replicated_merge();
ALTER TABLE pos_device_state ENABLE REPLICA TRIGGER pos_device_state_replicated_merge;

CREATE FUNCTION printer_state_replicated_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.printer_state
     SET status = NEW.status, status_since = NEW.status_since, last_error = NEW.last_error,
         updated_at = NEW.updated_at
   WHERE printer_id = NEW.printer_id;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION printer_state_replicated_merge() SET search_path = public;
CREATE TRIGGER printer_state_replicated_merge BEFORE INSERT ON printer_state
  FOR EACH ROW EXECUTE FUNCTION printer_state_replicated_merge();
ALTER TABLE printer_state ENABLE REPLICA TRIGGER printer_state_replicated_merge;
