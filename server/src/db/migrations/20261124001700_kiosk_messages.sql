-- Messages to kiosks with acknowledgements (spec 001: kiosk_messages, kiosk_message_acks). The
-- admin's health check is a STATUS_REQUEST message; the kiosk's acknowledgement carries its status.
CREATE TABLE kiosk_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_kiosk_id uuid NOT NULL REFERENCES kiosk_users (id) ON DELETE CASCADE,
  message_type text NOT NULL
    CHECK (message_type IN ('NOTIFICATION', 'COMMAND', 'POS_COMMAND', 'STATUS_REQUEST')),
  payload jsonb NOT NULL DEFAULT '{}',
  priority text NOT NULL DEFAULT 'high' CHECK (priority IN ('low', 'normal', 'high')),
  requires_ack boolean NOT NULL DEFAULT true,
  ttl_seconds integer NOT NULL DEFAULT 300 CHECK (ttl_seconds > 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kiosk_messages_target_idx ON kiosk_messages (target_kiosk_id, created_at DESC);

CREATE TABLE kiosk_message_acks (
  message_id uuid PRIMARY KEY REFERENCES kiosk_messages (id) ON DELETE CASCADE,
  acknowledged_at timestamptz NOT NULL DEFAULT now(),
  -- What the kiosk answered (a STATUS_REQUEST: app version, screen, terminal).
  response jsonb
);
