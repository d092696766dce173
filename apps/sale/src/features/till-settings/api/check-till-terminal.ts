import { type TillTerminalCheck, tillTerminalCheckSchema } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';
import { tillTerminalKeys, unwrap } from './get-till-terminals';

/** Top bar: checked every 30 s and when the window gets the focus again. */
const TERMINAL_CHECK_INTERVAL_MS = 30_000;

/**
 * POST /api/till/terminal/check. Null when the server has no such check (404/405): the state
 * is then shown as unknown.
 */
async function checkTillTerminal(
  posDeviceId: string,
  signal?: AbortSignal,
): Promise<TillTerminalCheck | null> {
  try {
    const body = await api.post<unknown>(
      '/api/till/terminal/check',
      { pos_device_id: posDeviceId },
      signal ? { signal } : {},
    );
    return tillTerminalCheckSchema.parse(unwrap(body));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export type TerminalState = 'not_linked' | 'unknown' | 'checking' | 'connected' | 'unreachable';

export function useTillTerminalCheck(posDeviceId: string | null): {
  state: TerminalState;
  message: string | null;
} {
  const query = useQuery({
    queryKey: tillTerminalKeys.check(posDeviceId ?? 'none'),
    queryFn: ({ signal }) => checkTillTerminal(posDeviceId as string, signal),
    enabled: posDeviceId !== null,
    refetchInterval: TERMINAL_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  if (!posDeviceId) return { state: 'not_linked', message: null };
  if (query.isPending) return { state: 'checking', message: null };
  if (query.isError) return { state: 'unreachable', message: null };
  if (query.data === null || query.data === undefined) return { state: 'unknown', message: null };
  return { state: query.data.connected ? 'connected' : 'unreachable', message: query.data.message };
}
