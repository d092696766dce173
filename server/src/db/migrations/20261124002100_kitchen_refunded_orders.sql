-- A refund completed at the till is a kitchen event too: an order refunded in full leaves the
-- kitchen display (with a notice) and the board.
CREATE FUNCTION payment_reversals_kitchen_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'completed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'completed') THEN
    INSERT INTO kitchen_events (order_id, kind, status)
    SELECT o.id, 'status',
      CASE WHEN (SELECT coalesce(sum(r.amount_minor), 0) FROM payment_reversals r
                 WHERE r.order_id = o.id AND r.status = 'completed') >= o.total_minor
           THEN 'refunded' ELSE o.status END
    FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payment_reversals_kitchen_event AFTER INSERT OR UPDATE OF status ON payment_reversals
  FOR EACH ROW EXECUTE FUNCTION payment_reversals_kitchen_event();
