-- The day's queue number ("Sıra", 1-999, restarting every day) from one counter row per day,
-- taken in its own short statement before the order's transaction. It replaces a count of the
-- day's orders under a global advisory lock that every order creation queued behind.
CREATE TABLE order_queue_counters (
  business_day date PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number BETWEEN 1 AND 999)
);
INSERT INTO order_queue_counters (business_day, last_number)
SELECT business_day, (count(*) - 1) % 999 + 1 FROM orders GROUP BY business_day;
