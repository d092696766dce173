-- Issue 32: no cash part or cash refund at a till without an open till session, ON by default now
-- that the till's screens open, hand over and close a session. Stored so every reader (the till's
-- current session answer, the back office's settings) sees true; a database where an admin already
-- chose a value keeps it (ON CONFLICT DO NOTHING), and an admin can still turn it off.
INSERT INTO settings (key, value) VALUES ('till_sessions_required', 'true') ON CONFLICT DO NOTHING;
