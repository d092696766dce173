-- POS devices (card terminals) and their links to kiosks; orders, their lines, idempotency keys,
-- payment attempts (the persisted payment state machine) and what a paid order keeps.

CREATE TABLE pos_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kiosk_device_id text NOT NULL UNIQUE,
  pos_serial_number text NOT NULL,
  serial_number text,
  source_fingerprint_hash text,
  target_fingerprint_hash text,
  -- The client fingerprint this product pairs with the terminal.
  fingerprint text NOT NULL,
  device_name text,
  device_model text,
  firmware_version text,
  is_active boolean NOT NULL DEFAULT true,
  kiosk_id uuid REFERENCES kiosk_users (id),
  target_serial_no text,
  merchant_id text,
  terminal_id text,
  ip_address text,
  port integer NOT NULL DEFAULT 4567 CHECK (port BETWEEN 1 AND 65535),
  connection_status text NOT NULL DEFAULT 'disconnected'
    CHECK (connection_status IN ('connected', 'connecting', 'disconnected')),
  last_connected_at timestamptz,
  metadata jsonb NOT NULL DEFAULT '{}',
  -- Last TransactionSequence used with this terminal (must keep increasing).
  last_sequence bigint NOT NULL DEFAULT 0,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  deleted_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kiosk_pos_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kiosk_user_id uuid NOT NULL REFERENCES kiosk_users (id) ON DELETE CASCADE,
  pos_device_id uuid NOT NULL REFERENCES pos_devices (id) ON DELETE CASCADE,
  is_primary boolean NOT NULL DEFAULT false,
  is_active_for_kiosk boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kiosk_user_id, pos_device_id)
);
CREATE UNIQUE INDEX kiosk_pos_devices_one_primary ON kiosk_pos_devices (kiosk_user_id) WHERE is_primary;

CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE,
  -- Short queue number shown to the customer ("Sıra"), 1-999, restarting every day.
  reference_number integer NOT NULL,
  business_day date NOT NULL DEFAULT current_date,
  status text NOT NULL DEFAULT 'pending_payment' CHECK (status IN (
    'pending', 'pending_payment', 'paid', 'confirmed', 'preparing', 'ready', 'completed',
    'cancelled', 'payment_failed', 'abandoned')),
  payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed')),
  payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'cash', 'online')),
  order_type text NOT NULL DEFAULT 'eat_in' CHECK (order_type IN ('eat_in', 'takeaway')),
  currency_code text NOT NULL DEFAULT 'TRY',
  kiosk_id uuid REFERENCES kiosk_users (id),
  kiosk_device_id text,
  created_by_user_id uuid REFERENCES users (id),
  subtotal_minor bigint NOT NULL,
  tax_minor bigint NOT NULL,
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  customer jsonb,
  notes text,
  metadata jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX orders_queue_number ON orders (business_day, reference_number);
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE INDEX orders_status_idx ON orders (status);

CREATE TABLE order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- No cascade: a product on an order cannot be hard-deleted (it is deactivated instead).
  product_id uuid REFERENCES products (id),
  product_name text NOT NULL,
  product_sku text,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_minor bigint NOT NULL CHECK (unit_price_minor >= 0),
  total_price_minor bigint NOT NULL,
  vat_rate integer NOT NULL,
  vat_minor bigint NOT NULL,
  -- What was chosen: [{step_id, step_name, option_id, option_name, quantity, unit_price_minor}]
  configurations jsonb NOT NULL DEFAULT '[]',
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

-- A create request's idempotency key: the same key replays the first answer.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- The payment state machine: a row per attempt, written before the terminal is asked.
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  attempt_no integer NOT NULL CHECK (attempt_no >= 1),
  driver text NOT NULL CHECK (driver IN ('REST', 'CLOUD')),
  pos_device_id uuid REFERENCES pos_devices (id),
  status text NOT NULL CHECK (status IN (
    'connecting', 'sent', 'waiting', 'unknown', 'approved', 'failed', 'cancelled', 'timed_out')),
  handle jsonb,
  amount_minor bigint NOT NULL,
  error_code text,
  error_message text,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  settled_at timestamptz,
  last_checked_at timestamptz,
  UNIQUE (order_id, attempt_no)
);
CREATE INDEX payment_attempts_open_idx ON payment_attempts (status)
  WHERE status IN ('connecting', 'sent', 'waiting', 'unknown');

CREATE TABLE order_pos_details (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  pos_sale_number text,
  terminal_id text,
  invoice_no text,
  document_no text,
  document_type text,
  merchant_id text,
  sale_inquiry_link text,
  financial_documents jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE order_payment_details (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  card_brand text,
  card_last4 text,
  card_type text,
  authorization_code text,
  batch_no text,
  response_code text
);

CREATE TABLE order_receipts (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  receipt_type text NOT NULL CHECK (receipt_type IN ('customer', 'merchant')),
  storage_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, receipt_type)
);

INSERT INTO storage_buckets (id, public, allowed_mime_types, file_size_limit)
VALUES ('receipts', false, ARRAY['image/png'], 5242880)
ON CONFLICT (id) DO NOTHING;
