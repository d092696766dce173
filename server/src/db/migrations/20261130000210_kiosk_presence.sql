-- Store node (issue 36): a kiosk's sign-in and heartbeats are written where the kiosk is served (a
-- store node), so they leave kiosk_users (written at central, copied down: central's next change of
-- the account overwrote them there, and central never saw them) for kiosk_presence, which flows up
-- to central (the admin's fleet pages read it). Today's values are carried over.
CREATE TABLE kiosk_presence (
  kiosk_user_id uuid PRIMARY KEY REFERENCES kiosk_users (id) ON DELETE CASCADE,
  store_id uuid,
  last_login_at timestamptz,
  last_ip_address text,
  is_online boolean NOT NULL DEFAULT false,
  last_heartbeat_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO kiosk_presence (kiosk_user_id, store_id, last_login_at, last_ip_address, is_online, last_heartbeat_at)
SELECT id, store_id, last_login_at, last_ip_address, is_online, last_heartbeat_at FROM kiosk_users
WHERE last_login_at IS NOT NULL OR last_heartbeat_at IS NOT NULL OR is_online;

ALTER TABLE kiosk_users DROP COLUMN last_login_at, DROP COLUMN is_online, DROP COLUMN last_heartbeat_at,
  DROP COLUMN last_ip_address;

-- A store node's first sign-in of a kiosk inserts its row; central may hold one already (carried
-- over above, or written while the kiosk was served by central): the replicated insert then updates
-- that row instead of stopping the up flow on a duplicate key. ENABLE REPLICA: the apply worker only.
CREATE FUNCTION kiosk_presence_replicated_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.kiosk_presence SET store_id = NEW.store_id, last_login_at = NEW.last_login_at,
    last_ip_address = NEW.last_ip_address, is_online = NEW.is_online,
    last_heartbeat_at = NEW.last_heartbeat_at, updated_at = NEW.updated_at
  WHERE kiosk_user_id = NEW.kiosk_user_id;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION kiosk_presence_replicated_upsert() SET search_path = public;
CREATE TRIGGER kiosk_presence_replicated_upsert BEFORE INSERT ON kiosk_presence
  FOR EACH ROW EXECUTE FUNCTION kiosk_presence_replicated_upsert();
ALTER TABLE kiosk_presence ENABLE REPLICA TRIGGER kiosk_presence_replicated_upsert;
