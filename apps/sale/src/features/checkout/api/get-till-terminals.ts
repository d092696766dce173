import { type TillTerminal, tillTerminalListSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** GET /api/till/terminals: the terminals a till can use (the checkout reads its own one's test flag). */
async function getTillTerminals(signal?: AbortSignal): Promise<TillTerminal[]> {
  const response = await api.get<{ success: true; data: unknown }>('/api/till/terminals', {
    ...(signal ? { signal } : {}),
  });
  return tillTerminalListSchema.parse(response.data);
}

/** The linked terminal (undefined while loading, null when it is not an active terminal). */
export function useTillTerminal(id: string | null) {
  const query = useQuery({
    queryKey: ['till', 'terminals'],
    queryFn: ({ signal }) => getTillTerminals(signal),
    enabled: id !== null,
    staleTime: 30_000,
  });
  if (!id) return { terminal: null, loading: false };
  if (!query.data) return { terminal: undefined, loading: query.isLoading };
  return { terminal: query.data.find((t) => t.id === id) ?? null, loading: false };
}
