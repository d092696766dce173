import { type Board, boardSchema } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';

/**
 * GET /functions/v1/kitchen/board: queue numbers preparing and ready (no personal data). `api` is
 * the signed-in staff member's client or the board device's (lib/board-session).
 */
export async function getBoard(api: ApiClient, readyMinutes: number): Promise<Board> {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/kitchen/board', {
    query: { readyMinutes: String(readyMinutes) },
  });
  return boardSchema.parse(response.data);
}
