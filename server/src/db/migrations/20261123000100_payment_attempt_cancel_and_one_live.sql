-- A cancel asked for while the sale may already be at the terminal: the attempt stays open and is
-- settled by the terminal's answer or a result query (which aborts the sale while it runs).
ALTER TABLE payment_attempts ADD COLUMN cancel_requested_at timestamptz;

-- One live attempt per order: a second sale for the same order cannot even be recorded.
CREATE UNIQUE INDEX payment_attempts_one_live_per_order ON payment_attempts (order_id)
  WHERE status IN ('connecting', 'sent', 'waiting', 'unknown');
