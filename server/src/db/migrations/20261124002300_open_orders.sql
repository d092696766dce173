-- Open orders (tabs): ordinary orders marked metadata.open_order = {label, label_kind, note,
-- updated_by, updated_at}; their open status is derived from status and money (domain open-order.ts).

-- An open order may be opened empty (lines added later); every other order keeps a positive total.
ALTER TABLE orders DROP CONSTRAINT orders_total_minor_check;
ALTER TABLE orders ADD CONSTRAINT orders_total_minor_check
  CHECK (total_minor > 0 OR (total_minor = 0 AND metadata ? 'open_order'));

CREATE INDEX orders_open_orders_idx ON orders (business_day, created_at DESC) WHERE metadata ? 'open_order';

-- Every change to an open order is announced on the 'open-orders' channel when it commits (ids,
-- version, status and who: no lines, no personal data): created, updated (lines, label, note),
-- cancelled, completed.
CREATE FUNCTION open_order_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  IF NOT (NEW.metadata ? 'open_order') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    kind := 'created';
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('cancelled', 'payment_failed', 'abandoned') THEN
    kind := 'cancelled';
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND OLD.status = 'pending_payment' THEN
    kind := 'completed';
  ELSIF NEW.metadata -> 'open_order' IS DISTINCT FROM OLD.metadata -> 'open_order' THEN
    kind := 'updated';
  ELSE
    RETURN NEW;
  END IF;
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'open-orders', 'event', kind, 'table', 'orders',
    'payload', json_build_object('id', NEW.id, 'version', NEW.version, 'status', NEW.status,
      'reference_number', NEW.reference_number,
      'by', CASE WHEN kind = 'created' THEN NEW.metadata -> 'open_order' ->> 'created_by'
                 WHEN kind = 'cancelled' THEN NEW.metadata ->> 'cancelled_by'
                 ELSE NEW.metadata -> 'open_order' ->> 'updated_by' END),
    'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN NEW;
END $$;
CREATE TRIGGER orders_open_order_notify AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION open_order_notify();

-- A payment part of an open order (taken, approved, declined) is a change of the order: its
-- version moves on and the tills hear 'paid' (an approved part) or 'payment'.
CREATE FUNCTION open_order_payment_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v integer;
  q integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  UPDATE orders SET version = version + 1, updated_at = now()
    WHERE id = NEW.order_id AND metadata ? 'open_order'
    RETURNING version, reference_number INTO v, q;
  IF v IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'open-orders', 'event', CASE WHEN NEW.status = 'approved' THEN 'paid' ELSE 'payment' END,
    'table', 'payment_attempts',
    'payload', json_build_object('id', NEW.order_id, 'version', v, 'reference_number', q,
      'amount_minor', NEW.amount_minor, 'method', NEW.method, 'payment_status', NEW.status),
    'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN NEW;
END $$;
CREATE TRIGGER payment_attempts_open_order AFTER INSERT OR UPDATE OF status ON payment_attempts
  FOR EACH ROW EXECUTE FUNCTION open_order_payment_notify();
