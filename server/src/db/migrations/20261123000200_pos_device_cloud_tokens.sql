-- CLOUD terminals authenticate with a per-terminal token made by the server. Only its SHA-256 is
-- kept, in a column of its own (no longer inside metadata, which other reads return), with the time
-- it was last rotated.
ALTER TABLE pos_devices
  ADD COLUMN cloud_token_sha256 text CHECK (cloud_token_sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN cloud_token_rotated_at timestamptz;

UPDATE pos_devices
SET cloud_token_sha256 = metadata ->> 'cloud_token_sha256'
WHERE metadata ->> 'cloud_token_sha256' ~ '^[0-9a-f]{64}$';

UPDATE pos_devices SET metadata = metadata - 'cloud_token_sha256' WHERE metadata ? 'cloud_token_sha256';
