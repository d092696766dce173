-- Store node (issue 36): rows a store node makes itself in a down table, before central has made
-- the same: a shared secret made on first use (server_secrets: the access token, signed URL and
-- receipt link keys, when central's server had not started before the store node), a product image's
-- small copy made on a kiosk's first request (storage_blobs, storage_objects). When central makes the
-- same row later, its replicated insert would clash with the store's key and stop the down flow for
-- good. These triggers merge such an insert instead (ENABLE REPLICA: in the apply worker only):
-- central's secret replaces the store's (the store's signed tokens last until its next restart), and
-- a stored file the store holds already is kept (a blob is named by its content; an object's later
-- change at central still arrives as an update).
CREATE FUNCTION server_secrets_replicated_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.server_secrets SET value = NEW.value, created_at = NEW.created_at WHERE name = NEW.name;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION server_secrets_replicated_merge() SET search_path = public;
CREATE TRIGGER server_secrets_replicated_merge BEFORE INSERT ON server_secrets
  FOR EACH ROW EXECUTE FUNCTION server_secrets_replicated_merge();
ALTER TABLE server_secrets ENABLE REPLICA TRIGGER server_secrets_replicated_merge;

CREATE FUNCTION storage_blobs_replicated_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM public.storage_blobs WHERE sha256 = NEW.sha256) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION storage_blobs_replicated_merge() SET search_path = public;
CREATE TRIGGER storage_blobs_replicated_merge BEFORE INSERT ON storage_blobs
  FOR EACH ROW EXECUTE FUNCTION storage_blobs_replicated_merge();
ALTER TABLE storage_blobs ENABLE REPLICA TRIGGER storage_blobs_replicated_merge;

CREATE FUNCTION storage_objects_replicated_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM public.storage_objects WHERE bucket_id = NEW.bucket_id AND path = NEW.path) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION storage_objects_replicated_merge() SET search_path = public;
CREATE TRIGGER storage_objects_replicated_merge BEFORE INSERT ON storage_objects
  FOR EACH ROW EXECUTE FUNCTION storage_objects_replicated_merge();
ALTER TABLE storage_objects ENABLE REPLICA TRIGGER storage_objects_replicated_merge;
