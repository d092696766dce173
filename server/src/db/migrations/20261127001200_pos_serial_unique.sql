-- A POS device's serial number names one terminal: two devices that are not deleted may not share it
-- (issue 29 item 12: the same serial added twice showed twice in the link dialog). A soft-deleted
-- device frees its serial; restoring it while another device has the serial is refused.
-- Duplicates saved before this rule keep the oldest device's serial; the newer ones get a visible
-- suffix (" (2)", " (3)"...) so an admin can see and correct them.
UPDATE pos_devices p SET pos_serial_number = p.pos_serial_number || ' (' || d.n || ')'
FROM (
  SELECT id, row_number() OVER (PARTITION BY pos_serial_number ORDER BY created_at, id) AS n
  FROM pos_devices WHERE NOT is_deleted
) d
WHERE p.id = d.id AND d.n > 1;

CREATE UNIQUE INDEX pos_devices_serial_not_deleted ON pos_devices (pos_serial_number) WHERE NOT is_deleted;
