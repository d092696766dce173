import { z } from 'zod';
import { text } from '../text.js';
import { connectionStatusSchema, uuid } from './common.js';

// Kiosk messages with acknowledgements; the health check is a STATUS_REQUEST.

export const KIOSK_MESSAGE_TYPES = ['NOTIFICATION', 'COMMAND', 'POS_COMMAND', 'STATUS_REQUEST'] as const;
/** The event a kiosk hears on `kiosk-messages:<kiosk id>` when a message is sent to it. */
export const KIOSK_MESSAGE_EVENT = 'message';
/** The event admins hear on `message-acks` when a kiosk acknowledges a message. */
export const MESSAGE_ACK_EVENT = 'ack';

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
