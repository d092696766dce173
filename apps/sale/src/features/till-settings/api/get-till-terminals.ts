import { type TillTerminal, tillTerminalListSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The server's `{ success: true, data }` envelope around an answer. */
export function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

export const tillTerminalKeys = {
  all: ['till', 'terminals'] as const,
  check: (id: string) => ['till', 'terminals', 'check', id] as const,
};

/** GET /api/till/terminals: the outlet's active card terminals a till can be linked to. */
async function getTillTerminals(signal?: AbortSignal): Promise<TillTerminal[]> {
  const body = await api.get<unknown>('/api/till/terminals', signal ? { signal } : {});
  return tillTerminalListSchema.parse(unwrap(body));
}

export function useTillTerminals() {
  return useQuery({
    queryKey: tillTerminalKeys.all,
    queryFn: ({ signal }) => getTillTerminals(signal),
    staleTime: 60_000,
  });
}
