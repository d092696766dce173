-- Ids made where the row is born (issue 36): audit_log and product_count_moves flow up from every
-- store node to central (and central writes audit entries of its own), so a per-database bigserial
-- made the same ids on each side and central's primary key stopped the up flow (found by
-- server/test/store-node-ownership.test.ts: central's first sign-in after a store's). Random UUIDs,
-- as the other flowing tables have; the newest first stays `at DESC` (then id).
ALTER TABLE audit_log ALTER COLUMN id DROP DEFAULT;
ALTER TABLE audit_log ALTER COLUMN id SET DATA TYPE uuid USING gen_random_uuid();
ALTER TABLE audit_log ALTER COLUMN id SET DEFAULT gen_random_uuid();
DROP SEQUENCE IF EXISTS audit_log_id_seq;

ALTER TABLE product_count_moves ALTER COLUMN id DROP DEFAULT;
ALTER TABLE product_count_moves ALTER COLUMN id SET DATA TYPE uuid USING gen_random_uuid();
ALTER TABLE product_count_moves ALTER COLUMN id SET DEFAULT gen_random_uuid();
DROP SEQUENCE IF EXISTS product_count_moves_id_seq;
