-- Connections now use the outlet's time zone (OUTLET_TIME_ZONE, default Europe/Istanbul), so
-- current_date is the outlet's day. Orders made before this kept the server's (UTC) day: give them
-- their day in this session's zone (the order_day_counts trigger follows), and restart the queue
-- counters from the corrected days.
UPDATE orders SET business_day = created_at::date WHERE business_day <> created_at::date;
DELETE FROM order_queue_counters;
INSERT INTO order_queue_counters (business_day, last_number)
SELECT business_day, (count(*) - 1) % 999 + 1 FROM orders GROUP BY business_day;
