-- Issue 32: till sessions. A till (its payment terminal, pos_devices.id: the sale app sends it with
-- every part and refund) has at most one open session, opened with a counted float and closed with
-- a blind count. Cash in / out, handovers and the parts and cash returns taken in the session are
-- recorded against it; its expected cash is float + cash parts - cash returns + ins - outs.
CREATE TABLE till_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pos_device_id uuid NOT NULL REFERENCES pos_devices (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  business_day date NOT NULL DEFAULT current_date,
  float_minor bigint NOT NULL CHECK (float_minor >= 0),
  float_count jsonb,
  opened_by_user_id uuid REFERENCES users (id),
  opened_at timestamptz NOT NULL DEFAULT now(),
  cashier_user_id uuid REFERENCES users (id),
  closed_by_user_id uuid REFERENCES users (id),
  closed_at timestamptz,
  counted_minor bigint CHECK (counted_minor >= 0),
  counted_count jsonb,
  expected_minor bigint,
  difference_minor bigint,
  close_note text,
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX till_sessions_one_open ON till_sessions (pos_device_id) WHERE status = 'open';
CREATE INDEX till_sessions_opened_at ON till_sessions (opened_at DESC);

CREATE TABLE till_cash_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  till_session_id uuid NOT NULL REFERENCES till_sessions (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  reason text NOT NULL CHECK (reason IN ('cash_added', 'bank_deposit', 'supplier_payment', 'other')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  note text,
  created_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX till_cash_movements_session ON till_cash_movements (till_session_id, created_at);

CREATE TABLE till_session_handovers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  till_session_id uuid NOT NULL REFERENCES till_sessions (id) ON DELETE CASCADE,
  from_user_id uuid REFERENCES users (id),
  to_user_id uuid NOT NULL REFERENCES users (id),
  counted_minor bigint NOT NULL CHECK (counted_minor >= 0),
  counted_count jsonb,
  expected_minor bigint NOT NULL,
  difference_minor bigint NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX till_session_handovers_session ON till_session_handovers (till_session_id, created_at);

ALTER TABLE payment_attempts ADD COLUMN till_session_id uuid REFERENCES till_sessions (id);
CREATE INDEX payment_attempts_till_session ON payment_attempts (till_session_id) WHERE till_session_id IS NOT NULL;
ALTER TABLE payment_reversals ADD COLUMN till_session_id uuid REFERENCES till_sessions (id);
CREATE INDEX payment_reversals_till_session ON payment_reversals (till_session_id) WHERE till_session_id IS NOT NULL;
