import type { TillCashMovementInput } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /api/till/sessions/:id/cash-movements (409 cash_out_exceeds_drawer on amount_minor). */
export async function moveCash(sessionId: string, body: TillCashMovementInput): Promise<void> {
  await api.post(`/api/till/sessions/${sessionId}/cash-movements`, body);
}
