-- Shared option groups (issue 34). An option group is a configuration step marked is_group: defined
-- once with its options and prices, linked to any number of products through product_configurations
-- (with its order per product, as before). Per product, an option of a group may get its own price
-- or be hidden for that product (product_option_overrides); nothing else is per product (the
-- group's title, type, required and max quantities are the group's).
--
-- The per-product copies made so far (each configurable product had its own copy of each step) are
-- folded: copies identical in everything a customer sees or pays (title, subtitle, type, required,
-- images shown, translations, and every option's name, description, price, image, linked product,
-- manual price, max quantity, order and default) become one group. Copies that differ in anything,
-- a price included, stay separate steps, so no price a customer pays changes.

ALTER TABLE configuration_steps ADD COLUMN is_group boolean NOT NULL DEFAULT false;

CREATE TABLE product_option_overrides (
  product_id uuid NOT NULL,
  step_id uuid NOT NULL,
  option_id uuid NOT NULL,
  -- NULL: the group's price
  price_minor bigint CHECK (price_minor IS NULL OR price_minor >= 0),
  hidden boolean NOT NULL DEFAULT false,
  PRIMARY KEY (product_id, step_id, option_id),
  FOREIGN KEY (product_id, step_id) REFERENCES product_configurations (product_id, step_id) ON DELETE CASCADE,
  FOREIGN KEY (step_id, option_id) REFERENCES configuration_step_options (step_id, option_id) ON DELETE CASCADE,
  CHECK (price_minor IS NOT NULL OR hidden)
);
CREATE INDEX product_option_overrides_option_idx ON product_option_overrides (step_id, option_id);

CREATE TEMP TABLE option_group_signatures ON COMMIT DROP AS
SELECT s.id AS step_id, s.created_at, md5(jsonb_build_array(
  s.title, s.subtitle, s.type, s.required, s.show_images,
  (SELECT coalesce(jsonb_agg(jsonb_build_array(t.language_code, t.field_name, t.field_value)
     ORDER BY t.language_code, t.field_name), '[]'::jsonb)
   FROM translations t WHERE t.entity_type = 'configuration_step' AND t.entity_id = s.id::text),
  (SELECT coalesce(jsonb_agg(jsonb_build_array(
      o.name, o.description, o.price_minor, o.image, o.product_id, o.is_manual_price, o.max_quantity,
      so.sort_order, so.is_default,
      (SELECT coalesce(jsonb_agg(jsonb_build_array(t.language_code, t.field_name, t.field_value)
         ORDER BY t.language_code, t.field_name), '[]'::jsonb)
       FROM translations t WHERE t.entity_type = 'configuration_option' AND t.entity_id = o.id::text))
     ORDER BY so.sort_order, o.name, o.price_minor, o.description), '[]'::jsonb)
   FROM configuration_step_options so JOIN configuration_options o ON o.id = so.option_id
   WHERE so.step_id = s.id)
)::text) AS signature
FROM configuration_steps s
WHERE EXISTS (SELECT 1 FROM product_configurations pc WHERE pc.step_id = s.id);

CREATE TEMP TABLE option_group_folds ON COMMIT DROP AS
SELECT step_id, signature,
  first_value(step_id) OVER (PARTITION BY signature ORDER BY created_at, step_id) AS group_id
FROM option_group_signatures;

-- Each product's first copy of a signature moves to the group (a second identical step of the
-- same product, or a product already holding the group's own step, keeps its copy).
CREATE TEMP TABLE option_group_links ON COMMIT DROP AS
SELECT pc.product_id, pc.step_id, f.group_id,
  row_number() OVER (PARTITION BY pc.product_id, f.signature ORDER BY pc.sort_order, pc.step_id) AS nth
FROM product_configurations pc JOIN option_group_folds f ON f.step_id = pc.step_id;

UPDATE product_configurations pc SET step_id = l.group_id
FROM option_group_links l
WHERE pc.product_id = l.product_id AND pc.step_id = l.step_id AND l.nth = 1 AND l.step_id <> l.group_id
  AND NOT EXISTS (
    SELECT 1 FROM product_configurations x WHERE x.product_id = l.product_id AND x.step_id = l.group_id);

-- The copies no product uses any more go, with their options (used by no other step) and texts.
CREATE TEMP TABLE option_group_dropped_steps ON COMMIT DROP AS
SELECT f.step_id FROM option_group_folds f
WHERE f.step_id <> f.group_id
  AND NOT EXISTS (SELECT 1 FROM product_configurations pc WHERE pc.step_id = f.step_id);

CREATE TEMP TABLE option_group_dropped_options ON COMMIT DROP AS
SELECT DISTINCT so.option_id FROM configuration_step_options so
JOIN option_group_dropped_steps d ON d.step_id = so.step_id
WHERE NOT EXISTS (
  SELECT 1 FROM configuration_step_options other
  WHERE other.option_id = so.option_id
    AND other.step_id NOT IN (SELECT step_id FROM option_group_dropped_steps));

DELETE FROM configuration_steps WHERE id IN (SELECT step_id FROM option_group_dropped_steps);
DELETE FROM configuration_options WHERE id IN (SELECT option_id FROM option_group_dropped_options);
DELETE FROM translations WHERE entity_type = 'configuration_step'
  AND entity_id IN (SELECT step_id::text FROM option_group_dropped_steps);
DELETE FROM translations WHERE entity_type = 'configuration_option'
  AND entity_id IN (SELECT option_id::text FROM option_group_dropped_options);

-- A step more than one product uses is a group.
UPDATE configuration_steps SET is_group = true
WHERE id IN (SELECT step_id FROM product_configurations GROUP BY step_id HAVING count(*) > 1);
