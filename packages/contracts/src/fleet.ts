import { z } from 'zod';
import { text } from './text.js';

// Fleet administration (spec 001): kiosk accounts, businesses, stores, POS devices and their links.
// The shapes are checked here; the rules with the spec's messages (username, PIN, fingerprint...)
// are packages/domain's fleet rules, applied by the server and by the admin's forms.

/** Realtime channel (admins only) for kiosk account changes; the admin reloads its kiosk list. */
export const KIOSK_USERS_CHANNEL = 'kiosk-users';

const uuid = () => z.string().uuid();
const optionalText = (max: number) => text().trim().max(max).nullish();
export const paymentModeSchema = z.enum(['REST', 'CLOUD']);
export const connectionStatusSchema = z.enum(['connected', 'connecting', 'disconnected']);

export const presenceSchema = z.object({
  status: z.enum(['online', 'idle', 'offline']),
  connectionQuality: z.enum(['excellent', 'good', 'poor', 'unknown']),
  /** The realtime ping round trip, when the kiosk holds a live connection. */
  round_trip_ms: z.number().int().nullable(),
  connected: z.boolean(),
  last_activity_at: z.string().nullable(),
});
export type KioskPresence = z.infer<typeof presenceSchema>;

/** A POS device linked to a kiosk (kiosk_pos_devices with its device). */
export const linkedPosDeviceSchema = z.object({
  link_id: uuid(),
  id: uuid(),
  device_name: z.string().nullable(),
  pos_serial_number: z.string(),
  device_model: z.string().nullable(),
  ip_address: z.string().nullable(),
  port: z.number().int(),
  is_primary: z.boolean(),
  is_active_for_kiosk: z.boolean(),
  is_active: z.boolean(),
  connection_status: connectionStatusSchema,
  last_connected_at: z.string().nullable(),
  terminal_id: z.string().nullable(),
  merchant_id: z.string().nullable(),
  firmware_version: z.string().nullable(),
});
export type LinkedPosDevice = z.infer<typeof linkedPosDeviceSchema>;

export const kioskUserSchema = z.object({
  id: uuid(),
  username: z.string(),
  email: z.string().nullable(),
  device_name: z.string().nullable(),
  device_fingerprint: z.string().nullable(),
  device_fingerprint_hash: z.string().nullable(),
  business_id: z.string().nullable(),
  business_name: z.string().nullable(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  is_active: z.boolean(),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  deleted_by: z.string().nullable(),
  public_id: z.string(),
  payment_mode: paymentModeSchema,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  is_online: z.boolean(),
  last_heartbeat_at: z.string().nullable(),
  last_ip_address: z.string().nullable(),
  location: z.string().nullable(),
  has_pin: z.boolean(),
  /** Whether orders refer to the kiosk (then it cannot be hard deleted). */
  has_orders: z.boolean(),
  presence: presenceSchema,
  pos_devices: z.array(linkedPosDeviceSchema),
});
export type KioskUser = z.infer<typeof kioskUserSchema>;

export const kioskUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(kioskUserSchema),
});
export const kioskUserListQuerySchema = z.object({
  /** Super admins only (403 otherwise): include soft-deleted kiosks. */
  include_deleted: z.enum(['true', 'false']).optional(),
});

export const sessionHistoryEntrySchema = z.object({
  id: uuid(),
  is_active: z.boolean(),
  logged_in_at: z.string(),
  last_activity_at: z.string(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type SessionHistoryEntry = z.infer<typeof sessionHistoryEntrySchema>;

export const kioskDetailSchema = kioskUserSchema.extend({
  note: z.string().nullable(),
  session_history: z.array(sessionHistoryEntrySchema),
});
export type KioskDetail = z.infer<typeof kioskDetailSchema>;
export const kioskDetailResponseSchema = z.object({ success: z.literal(true), data: kioskDetailSchema });

// manage-kiosk-users -----------------------------------------------------------------------------

const kioskFields = {
  username: text().trim().max(200),
  email: optionalText(254),
  /** SHA-256 (hex) of the PIN, as the admin app sends it; null clears the PIN. */
  pin_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 hex digest')
    .nullish(),
  /** The plain PIN, checked by the spec's rules and hashed by the server (an alternative to pin_hash). */
  pin: text().max(50).nullish(),
  device_name: optionalText(100),
  business_id: uuid().nullish(),
  store_id: uuid().nullish(),
  is_active: z.boolean().optional(),
  location: optionalText(200),
  note: optionalText(500),
};

export const manageKioskUsersSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    ...kioskFields,
    password: text().max(128),
    device_fingerprint: text().trim().max(200),
    public_id: text().trim().max(20).optional(),
    payment_mode: paymentModeSchema.optional(),
  }),
  z.object({
    action: z.literal('update'),
    id: uuid(),
    ...kioskFields,
    username: kioskFields.username.optional(),
  }),
  z.object({
    action: z.literal('delete'),
    id: uuid(),
    /** Hard delete: super admins only, refused when the kiosk has orders. */
    hard: z.boolean().default(false),
  }),
  z.object({ action: z.literal('restore'), id: uuid() }),
  z.object({ action: z.literal('reset_password'), id: uuid(), new_password: text().max(128) }),
]);
export type ManageKioskUsers = z.input<typeof manageKioskUsersSchema>;

export const manageKioskUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: uuid(), message: z.string() }),
});

export const kioskUserPatchSchema = z.object({
  public_id: text().trim().max(20).optional(),
  payment_mode: paymentModeSchema.optional(),
});

// Links -----------------------------------------------------------------------------------------

export const adminKioskManagementSchema = z.object({
  action: z.literal('link_pos_device'),
  kiosk_id: uuid(),
  pos_device_id: uuid(),
  is_primary: z.boolean().default(false),
});

export const posKioskManagerSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('set_primary'), linkId: uuid(), kioskUserId: uuid() }),
  z.object({ action: z.literal('toggle_active'), linkId: uuid(), isActive: z.boolean() }),
  z.object({ action: z.literal('unlink'), linkId: uuid() }),
]);
export type PosKioskManagerAction = z.input<typeof posKioskManagerSchema>;

export const toggleLinkStatusSchema = z.object({ _id: uuid(), _is_active_for_kiosk: z.boolean() });

// Fingerprints ------------------------------------------------------------------------------------

export const updateFingerprintSecureSchema = z.object({
  p_record_id: uuid(),
  p_table_name: z.enum(['kiosk_users', 'pos_devices']),
  p_fingerprint: text().max(200),
  /** SHA-256 of fingerprint plus random plus time, made by the client (kept in the audit log). */
  p_client_hash: z.string().regex(/^[0-9a-f]{64}$/i, 'must be a SHA-256 hex digest'),
  p_fingerprint_type: z.enum(['device', 'source', 'target']).default('device'),
});
export const updateFingerprintResultSchema = z.array(
  z.object({ id: uuid(), fingerprint_hash: z.string(), updated_at: z.string() }),
);

// Businesses and stores -----------------------------------------------------------------------

export const businessSchema = z.object({
  id: uuid(),
  name: z.string(),
  tax_number: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  store_count: z.number().int(),
});
export type Business = z.infer<typeof businessSchema>;

export const businessWriteSchema = z.object({
  name: text().trim().max(200).optional(),
  tax_number: optionalText(50),
  address: optionalText(500),
  phone: optionalText(50),
  email: optionalText(254),
  is_active: z.boolean().optional(),
});
export type BusinessWrite = z.input<typeof businessWriteSchema>;

export const storeSchema = z.object({
  id: uuid(),
  name: z.string(),
  business_id: uuid(),
  business_name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  kiosk_count: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeWriteSchema = z.object({
  name: text().trim().max(200).optional(),
  business_id: uuid().nullish(),
  address: optionalText(500),
  phone: optionalText(50),
  is_active: z.boolean().optional(),
});
export type StoreWrite = z.input<typeof storeWriteSchema>;

export const storeListQuerySchema = z.object({
  business_id: uuid().optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

// POS devices ---------------------------------------------------------------------------------

export const posDeviceSchema = z.object({
  id: uuid(),
  kiosk_device_id: z.string(),
  pos_serial_number: z.string(),
  serial_number: z.string().nullable(),
  fingerprint: z.string(),
  source_fingerprint_hash: z.string().nullable(),
  target_fingerprint_hash: z.string().nullable(),
  device_name: z.string().nullable(),
  device_model: z.string().nullable(),
  firmware_version: z.string().nullable(),
  is_active: z.boolean(),
  kiosk_id: z.string().nullable(),
  kiosk_username: z.string().nullable(),
  target_serial_no: z.string().nullable(),
  merchant_id: z.string().nullable(),
  terminal_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  port: z.number().int(),
  connection_status: connectionStatusSchema,
  last_connected_at: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  is_deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  deleted_by: z.string().nullable(),
  created_at: z.string(),
  /** Payment attempts refer to it (then it cannot be hard deleted). */
  has_transactions: z.boolean(),
  links: z.array(
    z.object({
      link_id: uuid(),
      kiosk_user_id: uuid(),
      username: z.string(),
      is_primary: z.boolean(),
      is_active_for_kiosk: z.boolean(),
    }),
  ),
});
export type PosDevice = z.infer<typeof posDeviceSchema>;

export const getPosDevicesSchema = z.object({
  p_search: text().trim().max(100).optional(),
  /** Super admins only (403 otherwise). */
  p_include_deleted: z.boolean().default(false),
});

const posWriteFields = {
  p_pos_serial_number: text().trim().max(100),
  p_serial_number: optionalText(100),
  p_fingerprint: text().trim().max(200).nullish(),
  p_device_name: optionalText(100),
  p_device_model: optionalText(100),
  p_firmware_version: optionalText(50),
  p_ip_address: optionalText(100),
  /** Any value; not a number in 1-65535 falls back to 8080 (the form's default). */
  p_port: z.union([z.number(), text().max(10)]).nullish(),
  p_merchant_id: optionalText(50),
  p_terminal_id: optionalText(50),
  p_target_serial_no: optionalText(100),
  p_is_active: z.boolean().optional(),
  p_metadata: z.record(text().max(100), z.unknown()).optional(),
};

export const insertPosDeviceSchema = z.object({
  ...posWriteFields,
  p_kiosk_device_id: text().trim().max(50).nullish(),
  p_kiosk_id: uuid().nullish(),
});

export const updatePosDeviceSchema = z.object(posWriteFields).partial().extend({
  p_id: uuid(),
  p_kiosk_id: uuid().nullish(),
  p_connection_status: connectionStatusSchema.optional(),
});

export const deletePosDeviceSchema = z.object({
  p_id: uuid(),
  /** Hard delete: super admins only, refused when it has transactions or is already soft-deleted. */
  p_hard: z.boolean().default(false),
});
export const restoreSchema = z.object({ p_id: uuid() });

// Kiosk messages with acknowledgements; the health check is a STATUS_REQUEST ------------------

export const KIOSK_MESSAGE_TYPES = ['NOTIFICATION', 'COMMAND', 'POS_COMMAND', 'STATUS_REQUEST'] as const;
/** The event a kiosk hears on `kiosk-messages:<kiosk id>` when a message is sent to it. */
export const KIOSK_MESSAGE_EVENT = 'message';
/** The event admins hear on `message-acks` when a kiosk acknowledges a message. */
export const MESSAGE_ACK_EVENT = 'ack';
export const MESSAGE_ACKS_CHANNEL = 'message-acks';

export const kioskMessageSchema = z.object({
  id: uuid(),
  target_kiosk_id: uuid(),
  message_type: z.enum(KIOSK_MESSAGE_TYPES),
  payload: z.record(z.string(), z.unknown()),
  priority: z.enum(['low', 'normal', 'high']),
  requires_ack: z.boolean(),
  ttl_seconds: z.number().int(),
  created_at: z.string(),
});
export type KioskMessage = z.infer<typeof kioskMessageSchema>;

/** What a kiosk answers to a STATUS_REQUEST (all optional: an older kiosk may know less). */
export const kioskStatusSchema = z.object({
  app_version: text().max(50).optional(),
  screen: text().max(200).optional(),
  language: text().max(10).optional(),
  online: z.boolean().optional(),
  terminal: z
    .object({
      mode: z.enum(['REST', 'CLOUD']).optional(),
      reachable: z.boolean().optional(),
      error: text().max(200).optional(),
    })
    .optional(),
});
export type KioskStatus = z.infer<typeof kioskStatusSchema>;

/**
 * What a kiosk answers to any message: for a STATUS_REQUEST its status (above); for the others
 * whether it did it (`ok`), how (`outcome`: done, deferred until the customer's session ends,
 * unsupported command, failed), a short `detail`, and for a POS_COMMAND the terminal's answer.
 * STATUS_REQUEST answers also carry the cart (counts and total only, no personal data) and uptime.
 */
export const kioskMessageAckResponseSchema = kioskStatusSchema.extend({
  ok: z.boolean().optional(),
  outcome: z.enum(['done', 'deferred', 'unsupported', 'failed']).optional(),
  detail: text().max(500).optional(),
  cart: z
    .object({
      items: z.number().int().min(0),
      total_minor: z.number().int().min(0),
      step: text().max(50).optional(),
    })
    .optional(),
  uptime_seconds: z.number().int().min(0).optional(),
  terminal_answer: z.record(z.string(), z.unknown()).optional(),
});
export type KioskMessageAckResponse = z.infer<typeof kioskMessageAckResponseSchema>;

export const acknowledgeMessageSchema = z.object({
  message_id: uuid(),
  response: kioskMessageAckResponseSchema.optional(),
});

/** An admin sends a message to one kiosk, or one message to every active kiosk of a store. */
export const sendKioskMessageSchema = z
  .object({
    target_kiosk_id: uuid().optional(),
    store_id: uuid().optional(),
    message_type: z.enum(KIOSK_MESSAGE_TYPES),
    payload: z.record(z.string(), z.unknown()).default({}),
    /** Spec 9: 300 s unless given (1 s to one day). */
    ttl_seconds: z.number().int().min(1).max(86_400).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.target_kiosk_id === !body.store_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_kiosk_id'],
        message: 'Please select a kiosk (or a store), not both',
      });
    }
  });
export type SendKioskMessage = z.infer<typeof sendKioskMessageSchema>;

export const KIOSK_MESSAGE_STATUSES = ['pending', 'delivered', 'expired', 'failed'] as const;
export const kioskMessageHistoryItemSchema = kioskMessageSchema.extend({
  status: z.enum(KIOSK_MESSAGE_STATUSES),
  expires_at: z.string(),
  acknowledged_at: z.string().nullable(),
  response: z.record(z.string(), z.unknown()).nullable(),
  /** The payload as JSON, cut at 100 characters. */
  preview: z.string(),
});
export type KioskMessageHistoryItem = z.infer<typeof kioskMessageHistoryItemSchema>;

export const sentKioskMessagesSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: uuid(), target_kiosk_id: uuid(), created_at: z.string() })),
});
export const kioskMessageHistorySchema = z.object({
  success: z.literal(true),
  data: z.array(kioskMessageHistoryItemSchema),
});
export const pendingKioskMessagesSchema = z.object({
  success: z.literal(true),
  data: z.array(kioskMessageSchema),
});
/** The `ack` event on `message-acks`. */
export const messageAckEventSchema = z.object({
  message_id: uuid(),
  kiosk_id: uuid(),
  acknowledged_at: z.string(),
  status: z.enum(KIOSK_MESSAGE_STATUSES),
  response: z.record(z.string(), z.unknown()).nullable(),
});
export type MessageAckEvent = z.infer<typeof messageAckEventSchema>;

export const healthCheckResultSchema = z.object({
  message_id: uuid(),
  kiosk_id: uuid(),
  /** pending until the kiosk acknowledges; expired after the message's ttl (or the wait limit). */
  status: z.enum(['pending', 'answered', 'expired']),
  requested_at: z.string(),
  answered_at: z.string().nullable(),
  round_trip_ms: z.number().int().nullable(),
  response: kioskMessageAckResponseSchema.nullable(),
  /** The kiosk's primary terminal as the server last saw it. */
  terminal: z
    .object({
      pos_serial_number: z.string(),
      connection_status: connectionStatusSchema,
      last_connected_at: z.string().nullable(),
    })
    .nullable(),
});
export type HealthCheckResult = z.infer<typeof healthCheckResultSchema>;
