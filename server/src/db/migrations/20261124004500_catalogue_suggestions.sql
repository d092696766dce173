-- Suggestions before payment ("Yanında ne olsun?", issue 19): the products a manager suggests for a
-- product or for a category, in order (at most 6 per source, checked by the service). The kiosk
-- menu carries them; packages/domain pickSuggestions chooses up to three for a cart.
-- Whether the step was shown and which lines came from it is kept on the order
-- (orders.metadata.suggestions = {shown: true, line_ids: [...]}).

CREATE TABLE catalogue_suggestions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_product_id uuid REFERENCES products (id) ON DELETE CASCADE,
  source_category_id text REFERENCES categories (id) ON DELETE CASCADE ON UPDATE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  CHECK ((source_product_id IS NULL) <> (source_category_id IS NULL)),
  CHECK (source_product_id IS DISTINCT FROM product_id)
);

CREATE UNIQUE INDEX catalogue_suggestions_product_key
  ON catalogue_suggestions (source_product_id, product_id) WHERE source_product_id IS NOT NULL;
CREATE UNIQUE INDEX catalogue_suggestions_category_key
  ON catalogue_suggestions (source_category_id, product_id) WHERE source_category_id IS NOT NULL;
CREATE INDEX catalogue_suggestions_product_idx ON catalogue_suggestions (product_id);
