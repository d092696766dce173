import type { CloseTillSession, TillSession, TillSessionReport } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/sessions/:id/close: the blind count, then the figures (422 note_required, 409 refused). */
export async function closeTillSession(
  sessionId: string,
  body: CloseTillSession,
): Promise<{ session: TillSession; report: TillSessionReport }> {
  const response = await api.post<{
    success: true;
    data: { session: TillSession; report: TillSessionReport };
  }>(`/api/till/sessions/${sessionId}/close`, body);
  return response.data;
}
