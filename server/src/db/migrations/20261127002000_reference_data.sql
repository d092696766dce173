-- Reference data every outlet needs, demo or not (issue 30): the KDV groups, the unit codes with
-- their Turkish e-invoice (UN/ECE Rec. 20) codes and tr/en names, the default settings and the
-- welcome page's defaults (the table's column defaults are WELCOME_PAGE_DEFAULTS). This file is the
-- one source of these rows: the demo seed only adds the demo outlet on top. Existing databases
-- keep what they have (ON CONFLICT DO NOTHING).

-- KDV groups: served food and soft drinks 10 % (the spec's default group, id ending in 48), bread 1 %,
-- general goods 20 %. The ids are the ones the demo seed always used.
INSERT INTO tax_groups (id, code, name, rate) VALUES
  ('00000000-0000-4000-8000-000000000001', 'KDV1', 'KDV %1', 1),
  ('00000000-0000-4000-8000-000000000048', 'KDV10', 'KDV %10', 10),
  ('00000000-0000-4000-8000-000000000020', 'KDV20', 'KDV %20', 20)
ON CONFLICT DO NOTHING;

INSERT INTO unit_codes (code, name, sort_order) VALUES
  ('C62', 'Adet', 1),
  ('PTN', 'Porsiyon', 2),
  ('KGM', 'Kilogram', 3),
  ('GRM', 'Gram', 4),
  ('LTR', 'Litre', 5),
  ('MLT', 'Mililitre', 6)
ON CONFLICT DO NOTHING;

-- The units' display names (GET /rest/v1/ui_translations?prefix=unit.)
INSERT INTO ui_translations (key, language_code, value) VALUES
  ('unit.piece', 'tr', 'Adet'),
  ('unit.piece', 'en', 'Piece'),
  ('unit.portion', 'tr', 'Porsiyon'),
  ('unit.portion', 'en', 'Portion'),
  ('unit.kilogram', 'tr', 'Kilogram'),
  ('unit.kilogram', 'en', 'Kilogram'),
  ('unit.gram', 'tr', 'Gram'),
  ('unit.gram', 'en', 'Gram'),
  ('unit.liter', 'tr', 'Litre'),
  ('unit.liter', 'en', 'Litre'),
  ('unit.milliliter', 'tr', 'Mililitre'),
  ('unit.milliliter', 'en', 'Millilitre')
ON CONFLICT DO NOTHING;

-- Default settings (values validated by settingValueSchemas in packages/contracts); the currency
-- rates are the spec's defaults.
INSERT INTO settings (key, value) VALUES
  ('customer_info_min_amount', '{"enabled": true, "amount": 6000, "operator": "equal_or_greater"}'),
  ('default_language', '"tr"'),
  ('default_currency', '"TL"'),
  ('currency_rates', '{"USD_TL": 32.5, "EUR_TL": 35.2, "GBP_TL": 41.3, "USD_EUR": 0.92, "EUR_USD": 1.09, "GBP_USD": 1.27, "USD_GBP": 0.79, "EUR_GBP": 0.86, "GBP_EUR": 1.17}'),
  ('show_product_images', 'true')
ON CONFLICT DO NOTHING;

-- The welcome page's one row with the column defaults (WELCOME_PAGE_DEFAULTS).
INSERT INTO welcome_page_settings (id) VALUES (1) ON CONFLICT DO NOTHING;
