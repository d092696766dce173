-- Issue 34: a till PIN per person, and tills signed in as a device.
-- users.till_pin_hash: argon2id of the person's 4-6 digit till PIN (never the PIN itself).
-- till_devices: a till (its payment terminal, pos_devices) signed in as a device by a staff member's
--   password sign-in there: an opaque credential, kept as its SHA-256 only, long-lived and
--   revocable. With it, the till takes a cashier's PIN (grant_type=till_pin) instead of a password.

ALTER TABLE users ADD COLUMN till_pin_hash text;

CREATE TABLE till_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pos_device_id uuid NOT NULL REFERENCES pos_devices (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX till_devices_pos_device_idx ON till_devices (pos_device_id) WHERE revoked_at IS NULL;
