-- The till's terminal test sales (1-10 TL, voided at once when approved). Each is written before
-- the terminal is asked, with its handle, so a crash between the approval and the void is settled
-- by recovery: it asks the terminal for the sale by its handle and voids it (the void's handle is
-- stored before it is sent, and asked again with the same handle when its answer was lost).
-- sent: the sale is at the terminal, no answer yet; approved: approved, not yet voided; voiding:
-- the void was sent, no answer yet; then voided, declined (nothing charged) or void_failed (the
-- terminal refused the void: staff void it on the terminal).
CREATE TABLE terminal_test_sales (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pos_device_id uuid NOT NULL REFERENCES pos_devices (id) ON DELETE CASCADE,
  driver text NOT NULL CHECK (driver IN ('REST', 'CLOUD')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'sent'
    CHECK (status IN ('sent', 'approved', 'voiding', 'voided', 'declined', 'void_failed')),
  sale_handle jsonb NOT NULL,
  sale_number text,
  void_handle jsonb,
  void_number text,
  actor_user_id uuid,
  actor_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved by every step (and by recovery when it takes the sale): an open sale untouched for a
  -- while belongs to no running request.
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX terminal_test_sales_open ON terminal_test_sales (updated_at)
  WHERE status IN ('sent', 'approved', 'voiding');
