import { z } from 'zod';
import { text } from '../text.js';
import { connectionStatusSchema, optionalText, uuid } from './common.js';

// POS devices as the fleet screens manage them (get/insert/update/delete/restore_pos_device).

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
  /** The store the till (this terminal) stands in (issue 34): its orders and PIN sign-ins. */
  store_id: z.string().nullable(),
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
  /** The store it stands in; null: none (issue 34). */
  p_store_id: uuid().nullish(),
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
