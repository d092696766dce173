-- Shared option groups (issue 34 review): two admins saving the same group at once. Each save
-- names the version it was made from; the save bumps it only while it is still that one
-- (compare-and-set under the row lock), so the later save of a stale form is refused with 409
-- `stale_option_group` instead of silently undoing the other admin's change.
ALTER TABLE configuration_steps ADD COLUMN version integer NOT NULL DEFAULT 1;
