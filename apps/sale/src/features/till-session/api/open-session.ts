import type { OpenTillSession, TillSession } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/sessions: opens the till with its float (409 till_session_open). */
export async function openTillSession(body: OpenTillSession): Promise<TillSession> {
  const response = await api.post<{ success: true; data: TillSession }>('/api/till/sessions', body);
  return response.data;
}
