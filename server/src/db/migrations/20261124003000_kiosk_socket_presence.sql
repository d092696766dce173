-- Which kiosks hold a signed-in realtime socket, on which server instance, seen when, with the
-- socket's round trip: every instance writes its own rows (at connect and every heartbeat) and
-- removes them at close, so the admin's presence is the same whichever instance answers. A row
-- not refreshed for a minute (its instance died) no longer counts.
CREATE TABLE kiosk_socket_presence (
  kiosk_user_id uuid NOT NULL REFERENCES kiosk_users (id) ON DELETE CASCADE,
  instance_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  round_trip_ms integer,
  PRIMARY KEY (kiosk_user_id, instance_id)
);
CREATE INDEX kiosk_socket_presence_seen ON kiosk_socket_presence (seen_at);
