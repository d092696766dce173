/**
 * Which table flows which way between central and a store node (issue 36), and which triggers fire
 * for replicated rows. Every table of the schema is in exactly one list and every trigger on a
 * replicated table is classified: `server/test/replication-sql.test.ts` fails on a new one, so a
 * new table or trigger is a decision, not an accident. docs/ARCHITECTURE.md ("Store node and
 * replication") explains the choices.
 */

/** A table that flows, and the row filter that keeps another store's rows out (`$store` = STORE_ID). */
export interface FlowTable {
  table: string;
  /** A row filter over columns of the table; `$store` stands for the store's id. */
  filter?: string;
  /** The filter's column is outside the primary key: the table needs REPLICA IDENTITY FULL. */
  identityFull?: boolean;
}

/** Written at central only, copied to each store node (catalogue, settings, accounts, devices, keys). */
export const DOWN_TABLES: readonly FlowTable[] = [
  { table: 'businesses' },
  { table: 'stores', filter: 'id = $store' },
  { table: 'users' },
  { table: 'user_stores', filter: 'store_id = $store' },
  { table: 'kiosk_users', filter: 'store_id = $store', identityFull: true },
  { table: 'pos_devices', filter: 'store_id = $store', identityFull: true },
  { table: 'kiosk_pos_devices' },
  { table: 'printers', filter: 'store_id = $store', identityFull: true },
  { table: 'server_secrets' },
  { table: 'tax_groups' },
  { table: 'unit_codes' },
  { table: 'categories' },
  { table: 'products' },
  { table: 'translations' },
  { table: 'ui_translations' },
  { table: 'configuration_steps' },
  { table: 'configuration_options' },
  { table: 'configuration_step_options' },
  { table: 'product_configurations' },
  { table: 'product_option_overrides' },
  { table: 'catalogue_suggestions' },
  { table: 'meal_deal_groups' },
  { table: 'meal_deal_choices' },
  { table: 'promotions' },
  {
    table: 'product_channel_prices',
    filter: 'store_id IS NULL OR store_id = $store',
    identityFull: true,
  },
  { table: 'availability_windows' },
  { table: 'kitchen_stations' },
  { table: 'kitchen_station_categories' },
  { table: 'settings' },
  { table: 'welcome_page_settings' },
  { table: 'storage_buckets' },
  { table: 'storage_blobs' },
  { table: 'storage_objects' },
  { table: 'kiosk_messages' },
];

/** Written at the store node only (its sales), copied to central. */
export const UP_TABLES: readonly FlowTable[] = [
  { table: 'orders' },
  { table: 'order_items' },
  { table: 'order_pos_details' },
  { table: 'order_payment_details' },
  { table: 'order_receipts' },
  { table: 'payment_attempts' },
  { table: 'payment_reversals' },
  { table: 'product_count_moves' },
  { table: 'till_sessions' },
  { table: 'till_cash_movements' },
  { table: 'till_session_handovers' },
  { table: 'kitchen_bumps' },
  { table: 'kitchen_line_done' },
  { table: 'kiosk_message_acks' },
  { table: 'audit_log' },
  { table: 'kiosk_presence' },
  { table: 'product_stock' },
  // what the node serving a terminal or printer writes about it (central's fleet pages show it)
  { table: 'pos_device_state' },
  { table: 'printer_state' },
];

/**
 * Kept by triggers on each side from the replicated rows; never replicated themselves: every
 * `sales_*_totals` table (the sales report's and range report's aggregates and rollups) and these.
 */
export const DERIVED_TABLES: readonly string[] = [
  'order_day_counts',
  'order_status_history',
  'kitchen_events',
];

/** Whether a table is derived (see DERIVED_TABLES). */
export function isDerivedTable(table: string): boolean {
  return /^sales_\w+_totals$/.test(table) || DERIVED_TABLES.includes(table);
}

/** Each side's own (sessions, queues, caches, bookkeeping); never replicated. */
export const LOCAL_TABLES: readonly string[] = [
  'auth_sessions',
  'refresh_tokens',
  'sign_in_attempts',
  'sign_in_locks',
  'active_kiosk_sessions',
  'kiosk_socket_presence',
  'till_devices',
  'realtime_outbox',
  'idempotency_keys',
  'print_jobs',
  'terminal_test_sales',
  'sales_day_closings',
  'node_link_state',
  'seed_runs',
  'schema_migrations',
];

/**
 * Triggers on replicated tables (and on derived tables their triggers write) that keep derived
 * tables: ENABLE ALWAYS on the subscriber side, so they fire in the apply worker too.
 */
export const ALWAYS_TRIGGERS: Readonly<Record<string, readonly string[]>> = {
  orders: [
    'order_status_history_insert',
    'order_status_history_update',
    'orders_day_counts_insert_delete',
    'orders_day_counts_update',
    'orders_kitchen_event',
    'orders_open_order_notify',
    'orders_sales_delete',
    'orders_sales_insert',
    'orders_sales_refund_rates',
    'orders_sales_update',
  ],
  order_items: ['order_items_refund_rates_after', 'order_items_refund_rates_before', 'order_items_sales'],
  payment_attempts: [
    'payment_attempts_open_order',
    'payment_attempts_sales',
    'payment_attempts_sales_update',
  ],
  payment_reversals: [
    'payment_reversals_kitchen_event',
    'payment_reversals_sales',
    'payment_reversals_sales_update',
  ],
  kitchen_bumps: ['kitchen_bumps_kitchen_event'],
  kitchen_line_done: ['kitchen_line_done_kitchen_event'],
  kitchen_events: ['kitchen_events_notify'],
};

/**
 * Triggers on replicated tables that act for the side where the row is born only (defaults the row
 * arrives with, printing, the sold count-down): they must not fire again for replicated rows.
 */
export const ORIGIN_ONLY_TRIGGERS: Readonly<Record<string, readonly string[]>> = {
  orders: [
    'orders_gross_default',
    'orders_store_default',
    'orders_print_jobs',
    'orders_print_slips',
    'orders_count_down',
  ],
  order_items: ['order_items_gross_default'],
  payment_attempts: ['payment_attempts_order_store'],
};

/**
 * Triggers that fire in a replication apply worker only (ENABLE REPLICA in their migration): on down
 * tables, the announcements of a replicated catalogue, configurator or settings change on
 * `db-changes` at a store node (where the services that announce a change never run); the merge of a
 * replicated insert into a row the subscriber made itself already (a key clash would stop the flow):
 * on up tables at central, on down tables a store node writes on first use (shared secrets, a
 * product image's small copy).
 */
export const REPLICA_TRIGGERS: Readonly<Record<string, readonly string[]>> = {
  kiosk_presence: ['kiosk_presence_replicated_upsert'],
  pos_device_state: ['pos_device_state_replicated_merge'],
  printer_state: ['printer_state_replicated_merge'],
  server_secrets: ['server_secrets_replicated_merge'],
  storage_blobs: ['storage_blobs_replicated_merge'],
  storage_objects: ['storage_objects_replicated_merge'],
  ...announcedTables(),
};

function announcedTables(): Record<string, readonly string[]> {
  return Object.fromEntries(
    [
      'products',
      'categories',
      'translations',
      'ui_translations',
      'tax_groups',
      'unit_codes',
      'product_configurations',
      'configuration_steps',
      'configuration_options',
      'configuration_step_options',
      'product_option_overrides',
      'catalogue_suggestions',
      'meal_deal_groups',
      'meal_deal_choices',
      'promotions',
      'product_channel_prices',
      'availability_windows',
      'settings',
      'welcome_page_settings',
    ].map((table) => [table, [`${table}_replicated_announce`]]),
  );
}
