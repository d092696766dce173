-- Issue 33: the pricing rules the one pricing model (packages/domain/src/pricing, priceCart) reads:
-- meal deals (a deal is a product made of choice groups), automatic promotions, channel / store
-- prices per product, availability windows (dayparts) of products, deals and categories, and the
-- manual discount limit above which the till needs a manager's PIN. Money is integer kuruş.

-- Meal deals: a product with groups ("Ana ürün", "Yan ürün", "İçecek"), each allowing products with
-- a price delta per choice (negative allowed: a smaller size). A product with groups is a deal.
CREATE TABLE meal_deal_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  deal_product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  min_parts integer NOT NULL CHECK (min_parts >= 0),
  max_parts integer NOT NULL CHECK (max_parts >= 1 AND max_parts >= min_parts),
  sort_order integer NOT NULL
);
CREATE INDEX meal_deal_groups_deal_idx ON meal_deal_groups (deal_product_id, sort_order);

CREATE TABLE meal_deal_choices (
  group_id uuid NOT NULL REFERENCES meal_deal_groups (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_delta_minor bigint NOT NULL CHECK (price_delta_minor BETWEEN -100000000 AND 100000000),
  sort_order integer NOT NULL,
  PRIMARY KEY (group_id, product_id)
);
-- "is this product a part of a deal" (the deal check, "Menü yap")
CREATE INDEX meal_deal_choices_product_idx ON meal_deal_choices (product_id);

-- Automatic promotions: the kind's parameters in `parameters` (domain PromotionKind without its
-- type), its target products / categories, channels, stores (empty: every store), validity dates
-- on the outlet's calendar (inclusive), time windows ([{start, end, weekdays}], empty: all day).
CREATE TABLE promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> ''),
  kind text NOT NULL
    CHECK (kind IN ('percent_off', 'amount_off', 'nth_item_percent', 'buy_x_get_y', 'bundle_price')),
  parameters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(parameters) = 'object'),
  target_product_ids uuid[] NOT NULL DEFAULT '{}',
  target_category_ids text[] NOT NULL DEFAULT '{}',
  channels text[] NOT NULL
    CHECK (cardinality(channels) > 0 AND channels <@ ARRAY['kiosk', 'till', 'open_order', 'delivery']),
  store_ids uuid[] NOT NULL DEFAULT '{}',
  valid_from date,
  valid_until date,
  times jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(times) = 'array'),
  stackable boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until >= valid_from)
);
-- the menu reads the live ones
CREATE INDEX promotions_live_idx ON promotions (created_at) WHERE is_active AND NOT is_deleted;

-- A product's price per channel and / or store (domain resolvePrice: store+channel, channel, store,
-- base). A NULL channel is every channel, a NULL store every store; each pair once.
CREATE TABLE product_channel_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  store_id uuid REFERENCES stores (id) ON DELETE CASCADE,
  channel text CHECK (channel IN ('kiosk', 'till', 'delivery')),
  price_minor bigint NOT NULL CHECK (price_minor >= 0 AND price_minor <= 100000000),
  CHECK (store_id IS NOT NULL OR channel IS NOT NULL),
  UNIQUE NULLS NOT DISTINCT (product_id, store_id, channel)
);

-- Dayparts: when a product (or deal) or a category is on, on the outlet's wall clock, [start, end),
-- an end before the start crossing midnight; weekdays ISO 1..7 (empty: every day). start = end
-- (all day) is no daypart at all: refused.
CREATE TABLE availability_windows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid REFERENCES products (id) ON DELETE CASCADE,
  category_id text REFERENCES categories (id) ON DELETE CASCADE ON UPDATE CASCADE,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$'),
  end_time text NOT NULL CHECK (end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?|24:00(:00)?)$'),
  weekdays smallint[] NOT NULL DEFAULT '{}' CHECK (weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  sort_order integer NOT NULL,
  CHECK ((product_id IS NULL) <> (category_id IS NULL)),
  CHECK (start_time <> end_time)
);
CREATE INDEX availability_windows_product_idx ON availability_windows (product_id) WHERE product_id IS NOT NULL;
CREATE INDEX availability_windows_category_idx ON availability_windows (category_id) WHERE category_id IS NOT NULL;

-- Manual discounts above this need a manager's PIN at the till (either bound; null: no bound).
INSERT INTO settings (key, value)
VALUES ('manual_discount_limit', '{"max_amount_minor": 10000, "max_percent": 10}')
ON CONFLICT DO NOTHING;
