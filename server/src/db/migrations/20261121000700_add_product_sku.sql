-- A product's stock-keeping unit code (optional): shown and searched in the order editor, copied onto
-- order lines. Unique regardless of letter case.
ALTER TABLE products ADD COLUMN sku text CHECK (sku IS NULL OR (sku <> '' AND length(sku) <= 64));
CREATE UNIQUE INDEX products_sku_key ON products (lower(sku)) WHERE sku IS NOT NULL;
