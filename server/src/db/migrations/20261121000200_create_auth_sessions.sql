-- Sign-in sessions of people and kiosk devices, rotating refresh tokens, sign-in abuse limits,
-- kiosk device sessions (spec part 2: active_kiosk_sessions) and server secrets.

-- One row per sign-in: a refresh-token family. Revoking it ends every token of the family.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  kiosk_user_id uuid REFERENCES kiosk_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text,
  ip_address text,
  user_agent text,
  CHECK ((user_id IS NULL) <> (kiosk_user_id IS NULL))
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX auth_sessions_kiosk_user_idx ON auth_sessions (kiosk_user_id) WHERE revoked_at IS NULL;

-- Opaque refresh tokens, stored as SHA-256; each use rotates to a child token.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  parent_id bigint REFERENCES refresh_tokens (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_parent_idx ON refresh_tokens (parent_id);

-- Every password sign-in attempt, for the per-account lock and the per-address limit.
CREATE TABLE sign_in_attempts (
  id bigserial PRIMARY KEY,
  login text NOT NULL,
  ip_address text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_login_idx ON sign_in_attempts (login, attempted_at);
CREATE INDEX sign_in_attempts_ip_idx ON sign_in_attempts (ip_address, attempted_at);

-- Locks by login (known or not, so a lock does not tell which e-mails exist).
CREATE TABLE sign_in_locks (
  login text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);

-- Kiosk device sessions, as the admin sees them.
CREATE TABLE active_kiosk_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kiosk_user_id uuid NOT NULL REFERENCES kiosk_users (id) ON DELETE CASCADE,
  auth_session_id uuid REFERENCES auth_sessions (id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  logged_in_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text,
  ip_address text,
  user_agent text,
  metadata jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX active_kiosk_sessions_kiosk_idx ON active_kiosk_sessions (kiosk_user_id) WHERE is_active;

-- Secrets every instance shares (the access-token signing key), made on first start.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
