-- Store node (issue 36): a catalogue, configurator or settings change made at central reaches a
-- store node through logical replication, where the app code that announces it (catalogue-events.ts)
-- never runs. These row triggers announce each replicated change on `db-changes` as that code does
-- (the store's server drops its menu cache and pricing rules on it; its kiosks and tills apply it).
-- The apply worker fires row triggers only (not statement ones). They are ENABLE REPLICA: they fire
-- in a logical replication apply worker only (session_replication_role = replica), i.e. at a store
-- node for rows from central, never for a local write; central and the one box announce their own
-- changes in the services (and subscribe to no down table).
-- Each changed product is announced with the fields the apps' live-menu rules compare.
CREATE FUNCTION replicated_product_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload json;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    payload := json_build_object('id', NEW.id,
      'old', json_build_object('name', OLD.name, 'price_minor', OLD.price_minor,
        'is_active', OLD.is_active, 'in_stock', OLD.in_stock, 'category_id', OLD.category_id,
        'subcategory_id', OLD.subcategory_id, 'image', OLD.image),
      'new', json_build_object('name', NEW.name, 'price_minor', NEW.price_minor,
        'is_active', NEW.is_active, 'in_stock', NEW.in_stock, 'category_id', NEW.category_id,
        'subcategory_id', NEW.subcategory_id, 'image', NEW.image));
  ELSIF TG_OP = 'DELETE' THEN
    payload := json_build_object('id', OLD.id);
  ELSE
    payload := json_build_object('id', NEW.id);
  END IF;
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'db-changes', 'event', TG_OP, 'table', 'products', 'payload', payload,
    'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN NULL;
END $$;

-- Any other replicated catalogue row: announced under the table name the apps act on (TG_ARGV[0]),
-- without a row (the apps read the menu or settings again). Postgres sends identical notices of one
-- transaction once, so a bulk change is one event per table.
CREATE FUNCTION replicated_catalogue_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiosk_realtime', json_build_object(
    'channel', 'db-changes', 'event', TG_OP, 'table', TG_ARGV[0], 'payload', json_build_object(),
    'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER products_replicated_announce AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION replicated_product_announce();
ALTER TABLE products ENABLE REPLICA TRIGGER products_replicated_announce;

DO $$
DECLARE
  entry text[];
BEGIN
  FOREACH entry SLICE 1 IN ARRAY ARRAY[
    ['categories', 'categories'],
    ['translations', 'categories'],
    ['ui_translations', 'categories'],
    ['tax_groups', 'categories'],
    ['unit_codes', 'categories'],
    ['product_configurations', 'product_configurations'],
    ['configuration_steps', 'product_configurations'],
    ['configuration_options', 'product_configurations'],
    ['configuration_step_options', 'product_configurations'],
    ['product_option_overrides', 'product_configurations'],
    ['catalogue_suggestions', 'catalogue_suggestions'],
    ['meal_deal_groups', 'meal_deal_groups'],
    ['meal_deal_choices', 'meal_deal_groups'],
    ['promotions', 'promotions'],
    ['product_channel_prices', 'product_channel_prices'],
    ['availability_windows', 'availability_windows'],
    ['settings', 'settings'],
    ['welcome_page_settings', 'welcome_page_settings']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'EXECUTE FUNCTION replicated_catalogue_announce(%L)', entry[1] || '_replicated_announce',
      entry[1], entry[2]);
    EXECUTE format('ALTER TABLE %I ENABLE REPLICA TRIGGER %I', entry[1], entry[1] || '_replicated_announce');
  END LOOP;
END $$;
