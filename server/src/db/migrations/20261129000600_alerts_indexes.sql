-- Issue 34, alerts (GET /rest/v1/alerts, computed on read and polled by every admin): each source
-- it reads is an index scan of the few rows that can raise an alert.
-- A kiosk's newest session (its last sign of life, also after it signed out).
CREATE INDEX active_kiosk_sessions_kiosk_recent_idx ON active_kiosk_sessions (kiosk_user_id, logged_in_at DESC);
-- Open orders (tabs) still waiting for payment, oldest first.
CREATE INDEX orders_open_tabs_waiting_idx ON orders (created_at)
  WHERE status = 'pending_payment' AND metadata ? 'open_order';
