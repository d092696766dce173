-- Issue 33: orders priced by the one pricing model (packages/domain priceCart) record what each line
-- saved and how a meal deal splits.
--
-- A meal deal is stored flat: its header row (kind 'deal': the deal product, unit, total and VAT
-- all 0; its gross, discount and savings kept for the reports) and one row per part (kind
-- 'deal_part', parent_item_id = the header: its apportioned share of the deal's net in
-- total_price_minor, VAT at the part's own rate). So every sum over order_items, the VAT split by
-- rate, the kitchen's routing by product, refunds per row and the fiscal lines hold unchanged.
-- A plain row (kind 'item'): unit_price_minor is the list price of one, gross_minor = unit ×
-- quantity, discount_minor its savings, total_price_minor = gross − discount (what the customer pays).
ALTER TABLE order_items
  ADD COLUMN kind text NOT NULL DEFAULT 'item' CHECK (kind IN ('item', 'deal', 'deal_part')),
  ADD COLUMN parent_item_id uuid REFERENCES order_items (id) ON DELETE CASCADE,
  -- the part's group when ordered (no foreign key: a deal edited later keeps the order's history)
  ADD COLUMN deal_group_id uuid,
  ADD COLUMN deal_group_name text,
  ADD COLUMN gross_minor bigint,
  ADD COLUMN discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  -- [{kind: 'promotion' | 'manual', id, name, amount_minor}] (domain Saving)
  ADD COLUMN savings jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(savings) = 'array'),
  ADD CONSTRAINT order_items_part_parent CHECK ((kind = 'deal_part') = (parent_item_id IS NOT NULL));
UPDATE order_items SET gross_minor = total_price_minor WHERE gross_minor IS NULL;
ALTER TABLE order_items ALTER COLUMN gross_minor SET NOT NULL;
CREATE INDEX order_items_parent_idx ON order_items (parent_item_id) WHERE parent_item_id IS NOT NULL;

-- The order's channel (the pricing rules' channel: kiosk, till, open_order; delivery later), its
-- gross before savings and the savings, and the manual discounts as given (with who approved
-- them above the limit): [{type, value, reason, scope, line, amount_minor}].
ALTER TABLE orders
  ADD COLUMN channel text CHECK (channel IN ('kiosk', 'till', 'open_order', 'delivery')),
  ADD COLUMN gross_minor bigint,
  ADD COLUMN discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  ADD COLUMN manual_discounts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(manual_discounts) = 'array'),
  ADD COLUMN discount_approved_by uuid REFERENCES users (id) ON DELETE SET NULL;
UPDATE orders
SET
  gross_minor = total_minor,
  channel = CASE
    WHEN kiosk_id IS NOT NULL THEN 'kiosk'
    WHEN metadata ? 'open_order' THEN 'open_order'
    ELSE 'till'
  END
WHERE gross_minor IS NULL;
ALTER TABLE orders ALTER COLUMN gross_minor SET NOT NULL;
ALTER TABLE orders ALTER COLUMN channel SET NOT NULL, ALTER COLUMN channel SET DEFAULT 'till';

-- A row written without its gross (an older path, a hand-made row) has no savings: gross = total.
CREATE FUNCTION orders_gross_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.gross_minor IS NULL THEN NEW.gross_minor := NEW.total_minor; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_gross_default BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_gross_default();
CREATE FUNCTION order_items_gross_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.gross_minor IS NULL THEN NEW.gross_minor := NEW.total_price_minor; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER order_items_gross_default BEFORE INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_gross_default();

-- A manager's approval PIN (hashed like passwords), for manual discounts above the limit. Wrong
-- PINs count and lock through sign_in_attempts / sign_in_locks, as the kiosk's PIN does.
ALTER TABLE users ADD COLUMN approval_pin_hash text;
