-- The till's money model: an order is paid in one or more parts (card or cash), each a
-- payment_attempts row; refunds and voids are rows of their own, linked to the part they reverse.

-- A part: how it was paid, the cash handed over and the change, the cashier who took it, and the
-- terminal operation it used (CompleteSale: the fiscal document; StartPayment: a card charge
-- without one; NULL: cash taken before the last part, registered on the last part's document).
ALTER TABLE payment_attempts
  ADD COLUMN method text NOT NULL DEFAULT 'card' CHECK (method IN ('card', 'cash')),
  ADD COLUMN tendered_minor bigint,
  ADD COLUMN change_minor bigint,
  ADD COLUMN created_by_user_id uuid REFERENCES users (id),
  ADD COLUMN operation text CHECK (operation IN ('CompleteSale', 'StartPayment')),
  ADD COLUMN idempotency_key text,
  -- What the terminal must approve for a part's operation (NULL: amount_minor, all by card, as a
  -- kiosk sale): the document's total and its card lines (pre-paid card parts included).
  ADD COLUMN expected_total_minor bigint,
  ADD COLUMN expected_card_minor bigint,
  ADD CONSTRAINT payment_attempts_amount_positive CHECK (amount_minor > 0),
  ADD CONSTRAINT payment_attempts_cash_change CHECK (
    tendered_minor IS NULL OR (tendered_minor >= amount_minor AND change_minor = tendered_minor - amount_minor));
UPDATE payment_attempts SET operation = 'CompleteSale' WHERE operation IS NULL;
-- A retried request (same key) finds the part it made instead of making a second one.
CREATE UNIQUE INDEX payment_attempts_idempotency ON payment_attempts (order_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- A refund or void: written (with its transaction handle) before the terminal is asked, settled by
-- asking again with the same handle after a crash (CancelSale / RefundSale are idempotent per
-- handle). Cash returns are completed at once. One refund request makes one row per part it uses,
-- sharing refund_id.
CREATE TABLE payment_reversals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  refund_id uuid NOT NULL,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_attempt_id uuid NOT NULL REFERENCES payment_attempts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('void', 'refund', 'cash_return')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'completed', 'failed', 'unknown')),
  driver text CHECK (driver IN ('REST', 'CLOUD')),
  pos_device_id uuid REFERENCES pos_devices (id),
  handle jsonb,
  -- The CancelSale / RefundSale request as sent (asked again unchanged after a crash).
  request jsonb,
  result jsonb,
  error_code text,
  error_message text,
  reason text NOT NULL,
  -- The order lines the refund returns: [{order_item_id, quantity}] (empty: the whole order).
  lines jsonb NOT NULL DEFAULT '[]',
  idempotency_key text,
  created_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  settled_at timestamptz,
  last_checked_at timestamptz
);
CREATE INDEX payment_reversals_order_idx ON payment_reversals (order_id);
CREATE INDEX payment_reversals_attempt_idx ON payment_reversals (payment_attempt_id);
CREATE INDEX payment_reversals_open_idx ON payment_reversals (status)
  WHERE status IN ('pending', 'sent', 'unknown');
CREATE UNIQUE INDEX payment_reversals_idempotency ON payment_reversals (order_id, idempotency_key, payment_attempt_id)
  WHERE idempotency_key IS NOT NULL;
