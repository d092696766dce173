import { expectedCash, TILL_DIFFERENCE_NOTE_THRESHOLD_DEFAULT_MINOR } from '@kiosk/domain';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** The till-session settings (issue 32) with their defaults. */
export interface TillSessionSettings {
  /** No cash part or cash refund without an open session (default on: only a stored false turns it off). */
  required: boolean;
  /** |difference| above which a close or handover needs a note (kuruş). */
  thresholdMinor: number;
}

export async function tillSessionSettings(repos: Repositories): Promise<TillSessionSettings> {
  const rows = await repos.settings.find(['till_difference_note_threshold_minor', 'till_sessions_required']);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const threshold = value('till_difference_note_threshold_minor');
  return {
    required: value('till_sessions_required') !== false,
    thresholdMinor: typeof threshold === 'number' ? threshold : TILL_DIFFERENCE_NOTE_THRESHOLD_DEFAULT_MINOR,
  };
}

export const TILL_SESSION_MESSAGES = {
  till_session_required: 'Open a till session (count the float) before taking or returning cash',
  till_session_must_close: 'This till session was opened on an earlier business day: close it before selling',
  till_session_open: 'This till already has an open session',
  till_session_closed: 'This till session is already closed',
  payment_in_progress: 'A card payment is running on this till: wait for it to finish',
  cash_refund_exceeds_drawer: 'The drawer should not hold that much cash: refund by card or add cash first',
} as const;

/**
 * The till's open session a part or a cash refund is taken in (locked FOR SHARE, so a close waits
 * for it and then sees the part): its id, or null when none is open. With till_sessions_required,
 * cash needs one (409 till_session_required) and a session left open from an earlier business day
 * must be closed first (409 till_session_must_close).
 */
export async function sessionForTill(
  repos: Repositories,
  posDeviceId: string | undefined,
  cash: boolean,
): Promise<{ id: string; floatMinor: number } | null> {
  // No session opens on this till meanwhile (an open waits for this part, or this part for it).
  if (posDeviceId) await repos.tillSession.lockTill(posDeviceId, 'key share');
  // Cash locks the session FOR UPDATE (what the drawer holds is checked one change at a time).
  const session = posDeviceId
    ? await repos.tillSession.lockOpen(posDeviceId, cash ? 'update' : 'share')
    : undefined;
  const needed = cash && (await tillSessionSettings(repos)).required;
  if (!session) {
    if (needed) throw sessionError('till_session_required');
    return null;
  }
  if (session.must_close && (await tillSessionSettings(repos)).required) {
    throw sessionError('till_session_must_close');
  }
  return { id: session.id, floatMinor: Number(session.float_minor) };
}

/** What a session's drawer should hold now: float + cash sales - cash refunds + ins - outs. */
export async function drawerOf(repos: Repositories, sessionId: string, floatMinor: number): Promise<number> {
  return expectedCash({ floatMinor, ...(await repos.tillSession.drawer(sessionId)) });
}

export function sessionError(code: keyof typeof TILL_SESSION_MESSAGES, details?: unknown): AppError {
  return new AppError(code, 409, TILL_SESSION_MESSAGES[code], details);
}
