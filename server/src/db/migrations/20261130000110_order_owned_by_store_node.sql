-- Central refuses to change a store node's order (issue 36). A store "has a node" when central
-- holds the subscription of that store's up flow (kiosk_up_<store id without dashes>, see
-- server/src/replication/replication-sql.ts). The guard trigger is created at central only (its
-- start, server/src/replication/ownership-sql.ts) on the order tables that flow up; it fires for the
-- writes of central's own sessions, never for the rows the apply worker brings (it is not ENABLE
-- ALWAYS), and answers SQLSTATE KO409, which the API answers as 409 order_owned_by_store_node.
CREATE FUNCTION store_has_node(store uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT store IS NOT NULL AND EXISTS (
    SELECT 1 FROM pg_catalog.pg_subscription s
    WHERE s.subdbid = (SELECT d.oid FROM pg_catalog.pg_database d WHERE d.datname = current_database())
      AND s.subname = 'kiosk_up_' || replace(store::text, '-', ''))
$$;

-- TG_ARGV[0] names how the row reaches its order: store_id (orders), order_id or order_item_id.
CREATE FUNCTION order_owned_by_store_node() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  store uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
  IF TG_ARGV[0] = 'store_id' THEN
    store := (r ->> 'store_id')::uuid;
  ELSIF TG_ARGV[0] = 'order_id' THEN
    SELECT o.store_id INTO store FROM public.orders o WHERE o.id = (r ->> 'order_id')::uuid;
  ELSE
    SELECT o.store_id INTO store FROM public.order_items i JOIN public.orders o ON o.id = i.order_id
    WHERE i.id = (r ->> 'order_item_id')::uuid;
  END IF;
  IF public.store_has_node(store) THEN
    RAISE EXCEPTION 'order_owned_by_store_node' USING ERRCODE = 'KO409', DETAIL = store::text;
  END IF;
  RETURN NULL;
END $$;
