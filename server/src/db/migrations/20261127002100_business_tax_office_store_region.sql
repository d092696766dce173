-- The first-run setup (issue 30) records the business's tax office and the store's province and
-- district (chosen from the province and district pickers); nullable, older rows have none.
ALTER TABLE businesses ADD COLUMN IF NOT EXISTS tax_office text;
ALTER TABLE stores ADD COLUMN IF NOT EXISTS province text;
ALTER TABLE stores ADD COLUMN IF NOT EXISTS district text;
