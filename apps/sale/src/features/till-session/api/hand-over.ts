import type { HandoverTillSession } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/sessions/:id/handover: another cashier takes the drawer, with a count. */
export async function handOver(sessionId: string, body: HandoverTillSession): Promise<void> {
  await api.post(`/api/till/sessions/${sessionId}/handover`, body);
}
