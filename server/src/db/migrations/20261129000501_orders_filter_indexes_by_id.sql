-- Issue 34: the list's filter indexes end with id DESC like the list's order (created_at DESC,
-- id DESC), so a filtered page reads its 20 rows off the index without a sort (the bench's
-- channel and payment method filters had p95 80-120 ms with (column, created_at) alone).
DROP INDEX orders_channel_list_idx;
DROP INDEX orders_method_list_idx;
DROP INDEX orders_store_list_idx;
DROP INDEX orders_staff_list_idx;
DROP INDEX orders_queue_list_idx;
DROP INDEX orders_total_list_idx;
CREATE INDEX orders_channel_list_idx ON orders (channel, created_at DESC, id DESC);
CREATE INDEX orders_method_list_idx ON orders (payment_method, created_at DESC, id DESC);
CREATE INDEX orders_store_list_idx ON orders (store_id, created_at DESC, id DESC) WHERE store_id IS NOT NULL;
CREATE INDEX orders_staff_list_idx ON orders (created_by_user_id, created_at DESC, id DESC)
  WHERE created_by_user_id IS NOT NULL;
CREATE INDEX orders_queue_list_idx ON orders (reference_number, created_at DESC, id DESC);
CREATE INDEX orders_total_list_idx ON orders (total_minor, created_at DESC, id DESC);
