-- Fleet administration: the audit log keeps what a change replaced and what it wrote (who, what,
-- before, after), so the dashboard and a later investigation see more than a summary line.
ALTER TABLE audit_log
  ADD COLUMN before jsonb,
  ADD COLUMN after jsonb;

-- The admin's soft-deleted kiosks and terminals, and "has this kiosk any orders / this terminal any
-- transactions" (the hard-delete rules) are read by these.
CREATE INDEX IF NOT EXISTS orders_kiosk_idx ON orders (kiosk_id) WHERE kiosk_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS payment_attempts_pos_device_idx ON payment_attempts (pos_device_id)
  WHERE pos_device_id IS NOT NULL;
