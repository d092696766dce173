-- Issue 34: 20261129000800's index of the orders with a customer (for counting a common name off it)
-- is not used: the name search that read it was taken back after the bench showed a rare name's
-- search slower with it (p95 0.7-0.9 s against 7 ms, cause not found before the deadline); an index
-- nothing reads would only cost every order with a customer an insert.
DROP INDEX IF EXISTS orders_customer_list_idx;
