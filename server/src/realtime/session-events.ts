import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { publishEvent } from './realtime-bus.js';

/**
 * The bus channel on which an ended sign-in session is announced to every instance's hub. Clients
 * can never join it: channel names they send must start with a letter.
 */
export const SESSIONS_ENDED_CHANNEL = '_sessions-ended';

export const sessionsEndedSchema = z.object({
  session_ids: z.array(z.string()).optional(),
  /** Every session of this person (global sign-out, disabled account). */
  user_id: z.string().optional(),
  /** Every session of this kiosk device. */
  kiosk_user_id: z.string().optional(),
  reason: z.string(),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/**
 * Tells every instance that these sessions have ended, so their sockets lose the private channels
 * at once. Inside a transaction it goes out when the transaction commits.
 */
export async function publishSessionsEnded(db: Kysely<DB>, ended: SessionsEnded): Promise<void> {
  await publishEvent(db, { channel: SESSIONS_ENDED_CHANNEL, event: 'sessions_ended', payload: ended });
}
