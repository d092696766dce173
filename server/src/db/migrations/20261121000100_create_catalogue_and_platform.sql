-- Platform and catalogue schema: the spec's tables (part 1, section 3; part 2, section 3).
-- Money is integer minor units (kuruş) in *_minor columns.

-- Accounts -----------------------------------------------------------------
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'cashier', 'admin', 'super_admin')),
  email_confirmed boolean NOT NULL DEFAULT true,
  is_disabled boolean NOT NULL DEFAULT false,
  display_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Businesses, stores, kiosk devices ------------------------------------------
CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  tax_number text,
  address text,
  phone text,
  email text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stores (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  business_id uuid NOT NULL REFERENCES businesses (id),
  address text,
  phone text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kiosk_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (username ~ '^[A-Za-z][A-Za-z0-9_-]{7,49}$'),
  email text,
  password_hash text NOT NULL,
  -- Optional PIN: the app sends SHA-256 of the PIN; the server keeps an argon2id hash of that.
  pin_hash text,
  device_name text,
  device_fingerprint text,
  device_fingerprint_hash text,
  business_id uuid REFERENCES businesses (id),
  store_id uuid REFERENCES stores (id),
  is_active boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  deleted_by uuid REFERENCES users (id),
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^K-[A-Z0-9]{8}$'),
  payment_mode text NOT NULL DEFAULT 'REST' CHECK (payment_mode IN ('REST', 'CLOUD')),
  last_login_at timestamptz,
  is_online boolean NOT NULL DEFAULT false,
  last_heartbeat_at timestamptz,
  last_ip_address text,
  location text,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX kiosk_users_username_key ON kiosk_users (lower(username)) WHERE NOT is_deleted;

-- Catalogue ------------------------------------------------------------------
CREATE TABLE tax_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  rate integer NOT NULL CHECK (rate >= 0 AND rate <= 100),
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE unit_codes (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

-- Category ids are slugs (the spec's duplicate check compares a name's slug with ids).
CREATE TABLE categories (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]*$'),
  name text NOT NULL,
  description text,
  icon text NOT NULL DEFAULT 'Package',
  color text,
  parent_id text REFERENCES categories (id),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  image text,
  category_id text NOT NULL DEFAULT 'uncategorized' REFERENCES categories (id),
  subcategory_id text REFERENCES categories (id),
  sort_order integer NOT NULL DEFAULT 0,
  configurable boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_option_only boolean NOT NULL DEFAULT false,
  in_stock boolean NOT NULL DEFAULT true,
  tax_group_id uuid REFERENCES tax_groups (id),
  unit_code text NOT NULL DEFAULT 'C62' REFERENCES unit_codes (code),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_subcategory_idx ON products (subcategory_id);

-- Translation records (entity_type: product, category, configuration_step, configuration_option).
CREATE TABLE translations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id text NOT NULL,
  entity_type text NOT NULL,
  language_code text NOT NULL CHECK (language_code IN ('tr', 'en')),
  field_name text NOT NULL,
  field_value text NOT NULL,
  UNIQUE (entity_type, entity_id, language_code, field_name)
);

CREATE TABLE ui_translations (
  key text NOT NULL,
  language_code text NOT NULL CHECK (language_code IN ('tr', 'en')),
  value text NOT NULL,
  PRIMARY KEY (key, language_code)
);

-- Configurator ---------------------------------------------------------------
CREATE TABLE configuration_steps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  subtitle text,
  type text NOT NULL DEFAULT 'radio' CHECK (type IN ('radio', 'stepper')),
  required boolean NOT NULL DEFAULT true,
  show_images boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE configuration_options (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  image text,
  product_id uuid REFERENCES products (id),
  is_manual_price boolean NOT NULL DEFAULT false,
  max_quantity integer NOT NULL DEFAULT 1 CHECK (max_quantity >= 1),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_configurations (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  step_id uuid NOT NULL REFERENCES configuration_steps (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, step_id)
);

CREATE TABLE configuration_step_options (
  step_id uuid NOT NULL REFERENCES configuration_steps (id) ON DELETE CASCADE,
  option_id uuid NOT NULL REFERENCES configuration_options (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (step_id, option_id)
);

-- Settings -------------------------------------------------------------------
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE welcome_page_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  slider_enabled boolean NOT NULL DEFAULT true,
  slider_speed integer NOT NULL DEFAULT 30 CHECK (slider_speed BETWEEN 10 AND 60),
  slider_infinite boolean NOT NULL DEFAULT true,
  background_video_url text,
  background_video_enabled boolean NOT NULL DEFAULT false,
  show_language_selector boolean NOT NULL DEFAULT true,
  show_kiosk_id boolean NOT NULL DEFAULT true,
  custom_welcome_text jsonb NOT NULL DEFAULT '{"tr": "Hoş Geldiniz", "en": "Welcome"}',
  custom_subtitle_text jsonb NOT NULL
    DEFAULT '{"tr": "Lezzetli Seçimler Sizi Bekliyor", "en": "Delicious Choices Await You"}',
  selected_products uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- File storage: content-addressed blobs, objects name them by bucket and path -------
CREATE TABLE storage_buckets (
  id text PRIMARY KEY,
  public boolean NOT NULL DEFAULT false,
  allowed_mime_types text[],
  file_size_limit integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE storage_blobs (
  sha256 text PRIMARY KEY,
  data bytea NOT NULL,
  size integer NOT NULL
);

CREATE TABLE storage_objects (
  bucket_id text NOT NULL REFERENCES storage_buckets (id),
  path text NOT NULL,
  sha256 text NOT NULL REFERENCES storage_blobs (sha256),
  content_type text NOT NULL,
  size integer NOT NULL,
  cache_control text NOT NULL DEFAULT 'max-age=3600',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bucket_id, path)
);

-- Realtime outbox for payloads too large for a NOTIFY (8000 bytes) -------------
CREATE TABLE realtime_outbox (
  id bigserial PRIMARY KEY,
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Seed bookkeeping: a seed runs once per database ---------------------------------
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
