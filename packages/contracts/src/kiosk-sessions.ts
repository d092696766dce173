import { z } from 'zod';
import { text } from './text.js';

export const getActiveKioskSessionsSchema = z.object({ p_kiosk_user_id: z.string().uuid() });
export const kickKioskSessionSchema = z.object({
  p_session_id: z.string().uuid(),
  /** A code the admin translates (fleet.detail.endReasons), or a text of the admin's own. */
  p_reason: text().trim().max(500).default('kicked'),
});
export const touchKioskSessionSchema = z.object({
  metadata: z.record(text().max(200), z.unknown()).optional(),
});

export const freshnessSchema = z.enum(['active', 'idle', 'inactive']);

export const kioskSessionSchema = z.object({
  id: z.string(),
  kiosk_user_id: z.string(),
  is_active: z.boolean(),
  logged_in_at: z.string(),
  last_activity_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** Part 1 of the spec: minutes (under 2 active, under 5 idle). */
  status: freshnessSchema,
  /** Part 2 of the spec: seconds (under 120 active, under 600 idle). */
  presence: freshnessSchema,
  seconds_since_activity: z.number().int(),
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;
