-- Issue 34, the Personel page's audit trail per account: every source it reads, by person and
-- newest first, is an index range scan.
-- What a person did in the back office (and their sign-ins, `auth.sign_in`), and what was done to
-- their account.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC, id DESC) WHERE actor_user_id IS NOT NULL;
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC, id DESC);
-- The staff list's "last sign-in".
CREATE INDEX audit_log_sign_in_idx ON audit_log (actor_user_id, at DESC) WHERE action = 'auth.sign_in';
-- Refunds and voids a person made.
CREATE INDEX payment_reversals_created_by_idx ON payment_reversals (created_by_user_id, created_at DESC)
  WHERE created_by_user_id IS NOT NULL;
-- Cash in / out a person took.
CREATE INDEX till_cash_movements_created_by_idx ON till_cash_movements (created_by_user_id, created_at DESC)
  WHERE created_by_user_id IS NOT NULL;
-- Manual discounts a person gave, and those they approved with their PIN.
CREATE INDEX orders_manual_discount_by_idx ON orders (created_by_user_id, created_at DESC)
  WHERE manual_discounts <> '[]'::jsonb;
CREATE INDEX orders_discount_approved_by_idx ON orders (discount_approved_by, created_at DESC)
  WHERE discount_approved_by IS NOT NULL;
