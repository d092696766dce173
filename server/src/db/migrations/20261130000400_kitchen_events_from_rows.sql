-- The kitchen's bump, recall and line events come from the rows themselves (issue 36): a trigger on
-- kitchen_bumps (insert: bump, delete: recall) and on kitchen_line_done (insert or delete: line)
-- logs the event with the order's status at that moment. They were written by the service beside
-- the row, so a store node's bumps reached central without their events (kitchen_events is kept on
-- each side, never replicated; found by server/test/store-node-partition.test.ts). Central makes
-- these triggers ENABLE ALWAYS (server/src/replication/tables.ts), so they fire for the replicated
-- rows too. A row deleted with its order (cascade) logs nothing: the order is gone.
CREATE FUNCTION kitchen_bump_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.kitchen_events (order_id, kind, status, station_id)
    SELECT o.id, 'bump', o.status, NEW.station_id FROM public.orders o WHERE o.id = NEW.order_id;
  ELSE
    INSERT INTO public.kitchen_events (order_id, kind, status, station_id)
    SELECT o.id, 'recall', o.status, OLD.station_id FROM public.orders o WHERE o.id = OLD.order_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER kitchen_bumps_kitchen_event AFTER INSERT OR DELETE ON kitchen_bumps
  FOR EACH ROW EXECUTE FUNCTION kitchen_bump_event();

CREATE FUNCTION kitchen_line_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN item := NEW.order_item_id; ELSE item := OLD.order_item_id; END IF;
  INSERT INTO public.kitchen_events (order_id, kind, status, station_id)
  SELECT o.id, 'line', o.status, NULL
  FROM public.order_items i JOIN public.orders o ON o.id = i.order_id WHERE i.id = item;
  RETURN NULL;
END $$;

CREATE TRIGGER kitchen_line_done_kitchen_event AFTER INSERT OR DELETE ON kitchen_line_done
  FOR EACH ROW EXECUTE FUNCTION kitchen_line_event();
