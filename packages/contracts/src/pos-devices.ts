import { z } from 'zod';

// The admin's terminal list and the CLOUD token ------------------------------------------------

/** A card terminal as the admin sees it. The CLOUD token is never readable: only whether one is set. */
export const posDeviceSummarySchema = z.object({
  id: z.string().uuid(),
  pos_serial_number: z.string(),
  device_name: z.string().nullable(),
  device_model: z.string().nullable(),
  is_active: z.boolean(),
  connection_status: z.enum(['connected', 'connecting', 'disconnected']),
  last_connected_at: z.string().nullable(),
  /** The payment mode of the kiosk the terminal serves; null when it serves none. */
  payment_mode: z.enum(['REST', 'CLOUD']).nullable(),
  kiosk: z.object({ id: z.string().uuid(), username: z.string() }).nullable(),
  cloud_token_set: z.boolean(),
  cloud_token_rotated_at: z.string().nullable(),
});
export type PosDeviceSummary = z.infer<typeof posDeviceSummarySchema>;

export const posDeviceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(posDeviceSummarySchema),
});

export const rotateCloudTokenRequestSchema = z.object({ pos_device_id: z.string().uuid() });

/** The new token, answered once: the server keeps only its SHA-256. */
export const rotateCloudTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    pos_device_id: z.string().uuid(),
    pos_serial_number: z.string(),
    token: z.string(),
    rotated_at: z.string(),
  }),
});
export type RotatedCloudToken = z.infer<typeof rotateCloudTokenResponseSchema>['data'];

/** The event on POS_DEVICES_CHANNEL (@kiosk/domain) when a terminal's CLOUD token is rotated. */
export const CLOUD_TOKEN_ROTATED_EVENT = 'cloud_token_rotated';
