-- A sign-in lock holds for the client address the failures came from, so a stranger guessing
-- passwords cannot lock a kiosk or a person out of service from elsewhere. Past a much higher count
-- of failures from any addresses, the lock holds for every address: ip_address '*'.
ALTER TABLE sign_in_locks ADD COLUMN ip_address text NOT NULL DEFAULT '*';
ALTER TABLE sign_in_locks DROP CONSTRAINT sign_in_locks_pkey;
ALTER TABLE sign_in_locks ADD PRIMARY KEY (login, ip_address);
ALTER TABLE sign_in_locks ALTER COLUMN ip_address DROP DEFAULT;

-- Failures of one login from one address (the per-address lock).
CREATE INDEX sign_in_attempts_login_ip_idx ON sign_in_attempts (login, ip_address, attempted_at);
