import { z } from 'zod';
import { text } from '../text.js';
import { connectionStatusSchema, optionalText, paymentModeSchema, uuid } from './common.js';

// Kiosk accounts (spec 001): kiosks, their presence and sessions, links to POS devices, fingerprints.
// The shapes are checked here; the rules with the spec's messages (username, PIN, fingerprint...)
// are packages/domain's fleet rules, applied by the server and by the admin's forms.

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
