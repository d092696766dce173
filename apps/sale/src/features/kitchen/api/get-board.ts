import { type Board, boardSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** GET /functions/v1/kitchen/board: queue numbers preparing and ready (no personal data). */
export async function getBoard(readyMinutes: number): Promise<Board> {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/board', {
    query: { readyMinutes: String(readyMinutes) },
  });
  return boardSchema.parse(response.data);
}
