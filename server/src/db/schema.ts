import type { PaymentAttemptStatus } from '@kiosk/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely table types. Keep in step with migrations/*.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Int8 = ColumnType<number, number | bigint, number | bigint>;
type Json<T> = ColumnType<T, string | T, string | T>;

export type UserRole = 'user' | 'cashier' | 'admin' | 'super_admin';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  email_confirmed: Generated<boolean>;
  is_disabled: Generated<boolean>;
  display_name: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** A manager's approval PIN (hashed like passwords), since migration 20261128000800. */
  approval_pin_hash: Generated<string | null>;
  /** The person's till PIN (argon2id), since migration 20261129000200. */
  till_pin_hash: Generated<string | null>;
}

/** Since migration 20261129000200: tills signed in as a device (the credential's SHA-256). */
export interface TillDevicesTable {
  id: Generated<string>;
  pos_device_id: string;
  token_hash: string;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Since migration 20261129000000: the stores a person works at. */
export interface UserStoresTable {
  user_id: string;
  store_id: string;
}

export interface BusinessesTable {
  id: Generated<string>;
  name: string;
  tax_number: string | null;
  /** Since migration 20261127002100 (first-run setup). */
  tax_office: Generated<string | null>;
  address: string | null;
  phone: string | null;
  email: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface StoresTable {
  id: Generated<string>;
  name: string;
  business_id: string;
  address: string | null;
  /** Since migration 20261127002100 (first-run setup). */
  province: Generated<string | null>;
  district: Generated<string | null>;
  phone: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface KioskUsersTable {
  id: Generated<string>;
  username: string;
  email: string | null;
  password_hash: string;
  pin_hash: string | null;
  device_name: string | null;
  device_fingerprint: string | null;
  device_fingerprint_hash: string | null;
  business_id: string | null;
  store_id: string | null;
  is_active: Generated<boolean>;
  is_deleted: Generated<boolean>;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  public_id: string;
  payment_mode: ColumnType<'REST' | 'CLOUD', 'REST' | 'CLOUD' | undefined, 'REST' | 'CLOUD'>;
  location: string | null;
  note: string | null;
  created_at: Generated<Date>;
}

/** A kiosk's sign-in and heartbeats, written where it is served (a store node's, flowing up). */
export interface KioskPresenceTable {
  kiosk_user_id: string;
  store_id: string | null;
  last_login_at: Timestamp | null;
  last_ip_address: string | null;
  is_online: Generated<boolean>;
  last_heartbeat_at: Timestamp | null;
  updated_at: Generated<Date>;
}

export interface TaxGroupsTable {
  id: Generated<string>;
  code: string;
  name: string;
  rate: number;
  is_active: Generated<boolean>;
}

export interface UnitCodesTable {
  code: string;
  name: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface CategoriesTable {
  id: string;
  name: string;
  description: string | null;
  icon: Generated<string>;
  color: string | null;
  parent_id: string | null;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductsTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  price_minor: Int8;
  image: string | null;
  category_id: Generated<string>;
  subcategory_id: string | null;
  sort_order: Generated<number>;
  configurable: Generated<boolean>;
  is_active: Generated<boolean>;
  is_option_only: Generated<boolean>;
  in_stock: Generated<boolean>;
  tax_group_id: string | null;
  unit_code: Generated<string>;
  /** Stock-keeping unit code, unique regardless of case; optional. */
  sku: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A store's "86" of a product (issue 36: written where the store's devices are served, flows up). */
export interface ProductStockTable {
  /** The store node's store; the all-zero id: central's or the one box's own (stock_scope()). */
  store_id: string;
  product_id: string;
  in_stock: Generated<boolean>;
  /** "86": when and by whom (e-mail) it was marked sold out, until when (null: further notice). */
  sold_out_at: Date | null;
  sold_out_by: string | null;
  sold_out_until: Date | null;
  /** The count left a mark carries ("5 left"), counted down by paid orders; null: no count. */
  count_left: number | null;
  updated_at: Generated<Date>;
}

/** What each paid order took from a product's count left (orders_count_down trigger). */
export interface ProductCountMovesTable {
  id: Generated<string>;
  order_id: string;
  product_id: string;
  taken: number;
  short: number;
  left_after: number;
  created_at: Generated<Date>;
}

export type TranslationEntityType = 'product' | 'category' | 'configuration_step' | 'configuration_option';

export interface TranslationsTable {
  id: Generated<string>;
  entity_id: string;
  entity_type: TranslationEntityType;
  language_code: 'tr' | 'en';
  field_name: string;
  field_value: string;
}

export interface UiTranslationsTable {
  key: string;
  language_code: 'tr' | 'en';
  value: string;
}

export interface ConfigurationStepsTable {
  id: Generated<string>;
  title: string;
  subtitle: string | null;
  type: ColumnType<'radio' | 'stepper', 'radio' | 'stepper' | undefined, 'radio' | 'stepper'>;
  required: Generated<boolean>;
  show_images: Generated<boolean>;
  sort_order: Generated<number>;
  /** A shared option group (issue 34): one step, linked to any number of products. */
  is_group: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** A group's content version, bumped by every save (compare-and-set; migration 20261129001200). */
  version: Generated<number>;
}

export interface ConfigurationOptionsTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  price_minor: ColumnType<number, number | bigint | undefined, number | bigint>;
  image: string | null;
  product_id: string | null;
  is_manual_price: Generated<boolean>;
  max_quantity: Generated<number>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface ProductConfigurationsTable {
  product_id: string;
  step_id: string;
  sort_order: Generated<number>;
}

/** A group option's own price (null: the group's) or hidden, for one product. */
export interface ProductOptionOverridesTable {
  product_id: string;
  step_id: string;
  option_id: string;
  price_minor: ColumnType<number | null, number | bigint | null | undefined, number | bigint | null>;
  hidden: Generated<boolean>;
}

/** Suggestions before payment: a product suggested for a product or a category (one of the two). */
export interface CatalogueSuggestionsTable {
  id: Generated<string>;
  source_product_id: string | null;
  source_category_id: string | null;
  product_id: string;
  sort_order: number;
}

export interface ConfigurationStepOptionsTable {
  step_id: string;
  option_id: string;
  sort_order: Generated<number>;
  is_default: Generated<boolean>;
}

export interface MealDealGroupsTable {
  id: Generated<string>;
  deal_product_id: string;
  name: string;
  min_parts: number;
  max_parts: number;
  sort_order: number;
}

export interface MealDealChoicesTable {
  group_id: string;
  product_id: string;
  price_delta_minor: Int8;
  sort_order: number;
}

export interface PromotionsTable {
  id: Generated<string>;
  name: string;
  kind: 'percent_off' | 'amount_off' | 'nth_item_percent' | 'buy_x_get_y' | 'bundle_price';
  parameters: Json<Record<string, unknown>>;
  target_product_ids: Generated<string[]>;
  target_category_ids: Generated<string[]>;
  channels: string[];
  store_ids: Generated<string[]>;
  valid_from: string | null;
  valid_until: string | null;
  times: Json<Array<{ start: string; end: string; weekdays?: number[] }>>;
  stackable: Generated<boolean>;
  is_active: Generated<boolean>;
  is_deleted: Generated<boolean>;
  deleted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductChannelPricesTable {
  id: Generated<string>;
  product_id: string;
  store_id: string | null;
  channel: 'kiosk' | 'till' | 'delivery' | null;
  price_minor: Int8;
}

export interface AvailabilityWindowsTable {
  id: Generated<string>;
  product_id: string | null;
  category_id: string | null;
  start_time: string;
  end_time: string;
  weekdays: Generated<number[]>;
  sort_order: number;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface LocalizedText {
  tr: string;
  en: string;
}

export interface WelcomePageSettingsTable {
  id: Generated<number>;
  slider_enabled: Generated<boolean>;
  slider_speed: Generated<number>;
  slider_infinite: Generated<boolean>;
  background_video_url: string | null;
  background_video_enabled: Generated<boolean>;
  show_language_selector: Generated<boolean>;
  show_kiosk_id: Generated<boolean>;
  custom_welcome_text: ColumnType<LocalizedText, string | LocalizedText | undefined, string | LocalizedText>;
  custom_subtitle_text: ColumnType<LocalizedText, string | LocalizedText | undefined, string | LocalizedText>;
  selected_products: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Generated<Date>;
}

export interface StorageBucketsTable {
  id: string;
  public: Generated<boolean>;
  allowed_mime_types: string[] | null;
  file_size_limit: number | null;
  created_at: Generated<Date>;
}

export interface StorageBlobsTable {
  sha256: string;
  data: Buffer;
  size: number;
}

export interface StorageObjectsTable {
  bucket_id: string;
  path: string;
  sha256: string;
  content_type: string;
  size: number;
  cache_control: Generated<string>;
  created_at: Generated<Date>;
}

export interface RealtimeOutboxTable {
  id: ColumnType<number, never, never>;
  message: Json<unknown>;
  created_at: Generated<Date>;
}

export interface SeedRunsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string | null;
  kiosk_user_id: string | null;
  created_at: Generated<Date>;
  refreshed_at: Generated<Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  id: ColumnType<number, never, never>;
  session_id: string;
  token_hash: string;
  parent_id: number | null;
  created_at: Generated<Date>;
  rotated_at: Date | null;
}

export interface SignInAttemptsTable {
  id: ColumnType<number, never, never>;
  login: string;
  ip_address: string;
  succeeded: boolean;
  attempted_at: Generated<Date>;
}

export interface SignInLocksTable {
  login: string;
  /** The client address the lock holds for, or '*' for every address. */
  ip_address: string;
  locked_until: Date;
}

export interface KioskMessagesTable {
  id: Generated<string>;
  target_kiosk_id: string;
  message_type: 'NOTIFICATION' | 'COMMAND' | 'POS_COMMAND' | 'STATUS_REQUEST';
  payload: Json<Record<string, unknown>>;
  priority: Generated<'low' | 'normal' | 'high'>;
  requires_ack: Generated<boolean>;
  ttl_seconds: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface KioskMessageAcksTable {
  message_id: string;
  acknowledged_at: Generated<Date>;
  response: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface ActiveKioskSessionsTable {
  id: Generated<string>;
  kiosk_user_id: string;
  auth_session_id: string | null;
  is_active: Generated<boolean>;
  logged_in_at: Generated<Date>;
  last_activity_at: Generated<Date>;
  ended_at: Date | null;
  end_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
  metadata: Json<Record<string, unknown>>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  at: Generated<Date>;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface PosDevicesTable {
  id: Generated<string>;
  kiosk_device_id: string;
  pos_serial_number: string;
  serial_number: string | null;
  source_fingerprint_hash: string | null;
  target_fingerprint_hash: string | null;
  fingerprint: string;
  device_name: string | null;
  device_model: string | null;
  firmware_version: string | null;
  is_active: Generated<boolean>;
  kiosk_id: string | null;
  target_serial_no: string | null;
  merchant_id: string | null;
  terminal_id: string | null;
  ip_address: string | null;
  port: Generated<number>;
  metadata: ColumnType<
    Record<string, unknown>,
    string | Record<string, unknown> | undefined,
    string | Record<string, unknown>
  >;
  /** SHA-256 (hex) of the terminal's CLOUD token; the token itself is never stored. */
  cloud_token_sha256: string | null;
  cloud_token_rotated_at: Date | null;
  is_deleted: Generated<boolean>;
  deleted_at: Date | null;
  deleted_by: string | null;
  created_at: Generated<Date>;
  /** Since migration 20261129000000: the store the till stands in. */
  store_id: Generated<string | null>;
}

/** Since migration 20261130000600: what the node serving a terminal writes (an up table). */
export interface PosDeviceStateTable {
  pos_device_id: string;
  connection_status: ColumnType<
    'connected' | 'connecting' | 'disconnected',
    'connected' | 'connecting' | 'disconnected' | undefined,
    'connected' | 'connecting' | 'disconnected'
  >;
  last_connected_at: Date | null;
  last_sequence: ColumnType<number, number | undefined, number>;
  updated_at: Generated<Date>;
}

export interface KioskPosDevicesTable {
  id: Generated<string>;
  kiosk_user_id: string;
  pos_device_id: string;
  is_primary: Generated<boolean>;
  is_active_for_kiosk: Generated<boolean>;
  created_at: Generated<Date>;
}

export type OrderStatus =
  | 'pending'
  | 'pending_payment'
  | 'paid'
  | 'confirmed'
  | 'preparing'
  | 'ready'
  | 'completed'
  | 'cancelled'
  | 'payment_failed'
  | 'abandoned';

export interface OrdersTable {
  id: Generated<string>;
  order_number: string;
  reference_number: number;
  business_day: Generated<Date>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  payment_status: ColumnType<
    'pending' | 'paid' | 'failed',
    'pending' | 'paid' | 'failed' | undefined,
    'pending' | 'paid' | 'failed'
  >;
  payment_method: ColumnType<
    'card' | 'cash' | 'online',
    'card' | 'cash' | 'online' | undefined,
    'card' | 'cash' | 'online'
  >;
  order_type: ColumnType<'eat_in' | 'takeaway', 'eat_in' | 'takeaway' | undefined, 'eat_in' | 'takeaway'>;
  currency_code: Generated<string>;
  kiosk_id: string | null;
  kiosk_device_id: string | null;
  created_by_user_id: string | null;
  subtotal_minor: Int8;
  tax_minor: Int8;
  total_minor: Int8;
  customer: Json<Record<string, unknown>> | null;
  notes: string | null;
  metadata: Json<Record<string, unknown>>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  paid_at: Date | null;
  completed_at: Date | null;
  /** Since migration 20261128000800 (priced orders): the pricing channel, gross and savings. */
  channel: ColumnType<
    'kiosk' | 'till' | 'open_order' | 'delivery',
    'kiosk' | 'till' | 'open_order' | 'delivery' | undefined,
    'kiosk' | 'till' | 'open_order' | 'delivery'
  >;
  /** Filled with total_minor when an insert leaves it out (trigger). */
  gross_minor: ColumnType<number, number | bigint | string | undefined, number | bigint | string>;
  discount_minor: ColumnType<number, number | bigint | string | undefined, number | bigint | string>;
  /** The manual discounts as given, with their amounts. */
  manual_discounts: ColumnType<unknown[], string | undefined, string>;
  discount_approved_by: string | null;
  /** Since migration 20261129000000: the store it was sold in (trigger-filled; see the migration). */
  store_id: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  product_id: string | null;
  product_name: string;
  product_sku: string | null;
  quantity: number;
  unit_price_minor: Int8;
  total_price_minor: Int8;
  vat_rate: number;
  vat_minor: Int8;
  configurations: Json<unknown[]>;
  sort_order: Generated<number>;
  /** Since migration 20261128000800: a plain line, a meal deal's header or one of its parts. */
  kind: ColumnType<
    'item' | 'deal' | 'deal_part',
    'item' | 'deal' | 'deal_part' | undefined,
    'item' | 'deal' | 'deal_part'
  >;
  parent_item_id: string | null;
  deal_group_id: string | null;
  deal_group_name: string | null;
  /** Filled with total_price_minor when an insert leaves it out (trigger). */
  gross_minor: ColumnType<number, number | bigint | string | undefined, number | bigint | string>;
  discount_minor: ColumnType<number, number | bigint | string | undefined, number | bigint | string>;
  savings: ColumnType<unknown[], string | undefined, string>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json<unknown> | null;
  created_at: Generated<Date>;
}

/** The payment state machine's states (one list, in packages/domain). */
export type AttemptStatus = PaymentAttemptStatus;

export interface PaymentAttemptsTable {
  id: Generated<string>;
  order_id: string;
  attempt_no: number;
  driver: 'REST' | 'CLOUD';
  pos_device_id: string | null;
  status: AttemptStatus;
  handle: Json<Record<string, unknown>> | null;
  amount_minor: Int8;
  error_code: string | null;
  error_message: string | null;
  result: Json<Record<string, unknown>> | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  settled_at: Date | null;
  last_checked_at: Date | null;
  cancel_requested_at: Date | null;
  /** The till's parts: card or cash (a kiosk attempt is card). */
  method: ColumnType<'card' | 'cash', 'card' | 'cash' | undefined, 'card' | 'cash'>;
  tendered_minor: Int8 | null;
  change_minor: Int8 | null;
  created_by_user_id: string | null;
  /** The terminal operation: CompleteSale (fiscal document), StartPayment, or none (earlier cash). */
  operation: 'CompleteSale' | 'StartPayment' | null;
  idempotency_key: string | null;
  /** What the terminal must approve (null: amount_minor, all by card). */
  expected_total_minor: Int8 | null;
  expected_card_minor: Int8 | null;
  /** The till session the part was taken in (since migration 20261128000100). */
  till_session_id: string | null;
}

export type ReversalStatus = 'pending' | 'sent' | 'completed' | 'failed' | 'unknown';

/** A refund or void of one payment part (a refund request makes one per part it uses). */
export interface PaymentReversalsTable {
  id: Generated<string>;
  refund_id: string;
  order_id: string;
  payment_attempt_id: string;
  kind: 'void' | 'refund' | 'cash_return';
  amount_minor: Int8;
  status: ReversalStatus;
  driver: 'REST' | 'CLOUD' | null;
  pos_device_id: string | null;
  handle: Json<Record<string, unknown>> | null;
  request: Json<Record<string, unknown>> | null;
  result: Json<Record<string, unknown>> | null;
  error_code: string | null;
  error_message: string | null;
  reason: string;
  lines: Json<Array<{ order_item_id: string; quantity: number }>>;
  idempotency_key: string | null;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  settled_at: Date | null;
  last_checked_at: Date | null;
  /** The till session a cash return came out of (since migration 20261128000100). */
  till_session_id: string | null;
}

/** A till's session: its float, its blind close (issue 32; one open per till). */
export interface TillSessionsTable {
  id: Generated<string>;
  pos_device_id: string;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  business_day: Generated<Date>;
  float_minor: Int8;
  float_count: Json<Record<string, number>> | null;
  opened_by_user_id: string | null;
  opened_at: Generated<Date>;
  cashier_user_id: string | null;
  closed_by_user_id: string | null;
  closed_at: Date | null;
  counted_minor: Int8 | null;
  counted_count: Json<Record<string, number>> | null;
  expected_minor: Int8 | null;
  difference_minor: Int8 | null;
  close_note: string | null;
}

/** Cash put into or taken out of a session's drawer, with its reason. */
export interface TillCashMovementsTable {
  id: Generated<string>;
  till_session_id: string;
  direction: 'in' | 'out';
  reason: 'cash_added' | 'bank_deposit' | 'supplier_payment' | 'other';
  amount_minor: Int8;
  note: string | null;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
}

/** An open session handed to another cashier with a count. */
export interface TillSessionHandoversTable {
  id: Generated<string>;
  till_session_id: string;
  from_user_id: string | null;
  to_user_id: string;
  counted_minor: Int8;
  counted_count: Json<Record<string, number>> | null;
  expected_minor: Int8;
  difference_minor: Int8;
  note: string | null;
  created_at: Generated<Date>;
}

export type TerminalTestSaleStatus = 'sent' | 'approved' | 'voiding' | 'voided' | 'declined' | 'void_failed';

export interface TerminalTestSalesTable {
  id: Generated<string>;
  pos_device_id: string;
  driver: 'REST' | 'CLOUD';
  amount_minor: number;
  status: Generated<TerminalTestSaleStatus>;
  sale_handle: Json<Record<string, unknown>>;
  sale_number: string | null;
  void_handle: Json<Record<string, unknown>> | null;
  void_number: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrderPosDetailsTable {
  order_id: string;
  pos_sale_number: string | null;
  terminal_id: string | null;
  invoice_no: string | null;
  document_no: string | null;
  document_type: string | null;
  merchant_id: string | null;
  sale_inquiry_link: string | null;
  financial_documents: Json<unknown[]>;
}

export interface OrderPaymentDetailsTable {
  order_id: string;
  card_brand: string | null;
  card_last4: string | null;
  card_type: string | null;
  authorization_code: string | null;
  batch_no: string | null;
  response_code: string | null;
}

export interface OrderReceiptsTable {
  order_id: string;
  receipt_type: 'customer' | 'merchant';
  storage_path: string;
  created_at: Generated<Date>;
}

/** Every status an order took, who moved it and how (migration 20261129000500; written by a trigger). */
export interface OrderStatusHistoryTable {
  id: ColumnType<string, never, never>;
  order_id: string;
  /** null: the order's creation. */
  from_status: string | null;
  to_status: string;
  changed_at: Generated<Date>;
  actor_kind: 'user' | 'kiosk' | 'system';
  actor_user_id: string | null;
  actor_kiosk_id: string | null;
  actor_label: string | null;
  /** How: payment, timeout, kitchen, back_office, till, kiosk (the channel at creation), or null. */
  via: string | null;
}

/** The last queue number given out per business day (1-999, wrapping). */
export interface OrderDayCountsTable {
  business_day: Date;
  status: string;
  /** One of 16 per (day, status), by session, so concurrent orders do not share a row. */
  slot: Generated<number>;
  n: Int8;
}

/** Issue 36: a replication link as this side last saw it (local, never replicated). */
export interface NodeLinkStateTable {
  /** 'central' at a store node; the store's up subscription (kiosk_up_<store>) at central. */
  link: string;
  last_up_at: Date | null;
  confirmed_at: Date | null;
  updated_at: Generated<Date>;
}

export interface KitchenStationsTable {
  id: Generated<string>;
  name: string;
  is_default: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface KitchenStationCategoriesTable {
  station_id: string;
  category_id: string;
}

export interface KitchenBumpsTable {
  order_id: string;
  station_id: string;
  bumped_at: Generated<Date>;
  bumped_by: string | null;
}

export interface KitchenLineDoneTable {
  order_item_id: string;
  done_at: Generated<Date>;
}

export interface KitchenEventsTable {
  seq: ColumnType<string, never, never>;
  order_id: string;
  kind: 'status' | 'bump' | 'recall' | 'line';
  status: string;
  station_id: string | null;
  created_at: Generated<Date>;
}

/** A kiosk's signed-in realtime socket on one server instance (presence across instances). */
export interface KioskSocketPresenceTable {
  kiosk_user_id: string;
  instance_id: string;
  seen_at: Generated<Date>;
  round_trip_ms: number | null;
}

export type PrinterStatus = 'unknown' | 'online' | 'offline' | 'paper_out' | 'cover_open';
export type PrintJobKind = 'kitchen_ticket' | 'customer_slip' | 'session_report' | 'test_page';
export type PrintJobStatus = 'queued' | 'sending' | 'printed' | 'failed';

export interface PrintersTable {
  id: Generated<string>;
  name: string;
  host: string;
  port: Generated<number>;
  paper_width_mm: Generated<number>;
  columns: Generated<number>;
  code_page: Generated<string>;
  code_page_number: Generated<number>;
  cuts: Generated<boolean>;
  station_ids: Generated<string[]>;
  slip_source_ids: Generated<string[]>;
  session_reports: Generated<boolean>;
  store_id: string | null;
  is_deleted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Since migration 20261130000600: what the node serving a printer writes (an up table). */
export interface PrinterStateTable {
  printer_id: string;
  status: ColumnType<PrinterStatus, PrinterStatus | undefined, PrinterStatus>;
  status_since: Generated<Date>;
  last_error: string | null;
  updated_at: Generated<Date>;
}

export interface PrintJobsTable {
  id: Generated<string>;
  seq: Generated<Int8>;
  printer_id: string;
  kind: PrintJobKind;
  order_id: string | null;
  till_session_id: string | null;
  payload: Json<Record<string, unknown>>;
  status: ColumnType<PrintJobStatus, PrintJobStatus | undefined, PrintJobStatus>;
  attempts: Generated<number>;
  reprint: Generated<boolean>;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  claimed_by: string | null;
  claimed_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  printed_at: Date | null;
}

/** Month and day rollups of sales_range_totals, kept by its triggers (migration 20261129000900). */
export interface SalesRangeMonthTotalsTable {
  month: Date;
  kind: string;
  store_key: string;
  channel: string;
  key: string;
  name: Generated<string>;
  n: Generated<Int8>;
  quantity: Generated<Int8>;
  amount_minor: Generated<Int8>;
}

export interface SalesRangeMonthKeyTotalsTable {
  month: Date;
  kind: string;
  key: string;
  name: Generated<string>;
  n: Generated<Int8>;
  quantity: Generated<Int8>;
  amount_minor: Generated<Int8>;
}

export interface SalesRangeDayKeyTotalsTable {
  business_day: Date;
  kind: string;
  key: string;
  name: Generated<string>;
  n: Generated<Int8>;
  quantity: Generated<Int8>;
  amount_minor: Generated<Int8>;
}

export interface SalesRangeDayTotalsTable {
  business_day: Date;
  store_key: string;
  channel: string;
  orders: Generated<Int8>;
  units: Generated<Int8>;
  gross_minor: Generated<Int8>;
  refunds: Generated<Int8>;
  refunds_minor: Generated<Int8>;
  voids: Generated<Int8>;
  voids_minor: Generated<Int8>;
}

export interface DB {
  kiosk_socket_presence: KioskSocketPresenceTable;
  kitchen_stations: KitchenStationsTable;
  kitchen_station_categories: KitchenStationCategoriesTable;
  kitchen_bumps: KitchenBumpsTable;
  kitchen_line_done: KitchenLineDoneTable;
  kitchen_events: KitchenEventsTable;
  kiosk_messages: KioskMessagesTable;
  kiosk_message_acks: KioskMessageAcksTable;
  order_day_counts: OrderDayCountsTable;
  node_link_state: NodeLinkStateTable;
  order_status_history: OrderStatusHistoryTable;
  pos_devices: PosDevicesTable;
  pos_device_state: PosDeviceStateTable;
  kiosk_pos_devices: KioskPosDevicesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_attempts: PaymentAttemptsTable;
  payment_reversals: PaymentReversalsTable;
  terminal_test_sales: TerminalTestSalesTable;
  order_pos_details: OrderPosDetailsTable;
  order_payment_details: OrderPaymentDetailsTable;
  order_receipts: OrderReceiptsTable;
  audit_log: AuditLogTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_locks: SignInLocksTable;
  active_kiosk_sessions: ActiveKioskSessionsTable;
  server_secrets: ServerSecretsTable;
  users: UsersTable;
  user_stores: UserStoresTable;
  till_devices: TillDevicesTable;
  businesses: BusinessesTable;
  stores: StoresTable;
  kiosk_users: KioskUsersTable;
  kiosk_presence: KioskPresenceTable;
  tax_groups: TaxGroupsTable;
  unit_codes: UnitCodesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_stock: ProductStockTable;
  product_count_moves: ProductCountMovesTable;
  translations: TranslationsTable;
  ui_translations: UiTranslationsTable;
  configuration_steps: ConfigurationStepsTable;
  configuration_options: ConfigurationOptionsTable;
  product_configurations: ProductConfigurationsTable;
  product_option_overrides: ProductOptionOverridesTable;
  configuration_step_options: ConfigurationStepOptionsTable;
  catalogue_suggestions: CatalogueSuggestionsTable;
  meal_deal_groups: MealDealGroupsTable;
  meal_deal_choices: MealDealChoicesTable;
  promotions: PromotionsTable;
  product_channel_prices: ProductChannelPricesTable;
  availability_windows: AvailabilityWindowsTable;
  settings: SettingsTable;
  till_sessions: TillSessionsTable;
  till_cash_movements: TillCashMovementsTable;
  till_session_handovers: TillSessionHandoversTable;
  printers: PrintersTable;
  printer_state: PrinterStateTable;
  print_jobs: PrintJobsTable;
  welcome_page_settings: WelcomePageSettingsTable;
  storage_buckets: StorageBucketsTable;
  storage_blobs: StorageBlobsTable;
  storage_objects: StorageObjectsTable;
  realtime_outbox: RealtimeOutboxTable;
  seed_runs: SeedRunsTable;
  schema_migrations: SchemaMigrationsTable;
  sales_range_month_totals: SalesRangeMonthTotalsTable;
  sales_range_day_totals: SalesRangeDayTotalsTable;
  sales_range_month_key_totals: SalesRangeMonthKeyTotalsTable;
  sales_range_day_key_totals: SalesRangeDayKeyTotalsTable;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type Category = Selectable<CategoriesTable>;
