import { z } from 'zod';
import { text } from './text.js';

/**
 * Realtime wire protocol over the single WebSocket at /realtime/v1.
 * Client -> server: join/leave named channels; the access token (if any) is sent with join
 * or as the `token` query parameter of the WebSocket URL.
 * Server -> client: joined / error / event messages.
 * Its path and limits are in realtime-constants.ts (no zod: the apps' start-up code reads them).
 */
export const channelNameSchema = text()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_-]*(:[A-Za-z0-9_-]+)?$/, 'invalid channel name');

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), channel: channelNameSchema, token: text().max(4096).optional() }),
  z.object({ type: z.literal('leave'), channel: channelNameSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const realtimeEventSchema = z.object({
  channel: z.string(),
  /** e.g. INSERT, UPDATE, DELETE for db-changes, or a broadcast name such as kick_user */
  event: z.string(),
  /** entity table for db-changes (products, categories) */
  table: z.string().optional(),
  payload: z.record(z.string(), z.unknown()),
  /** ISO time of commit */
  at: z.string(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined'), channel: z.string() }),
  z.object({ type: z.literal('left'), channel: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    channel: z.string().optional(),
    code: z.string(),
    message: z.string(),
  }),
  z.object({ type: z.literal('event'), event: realtimeEventSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
