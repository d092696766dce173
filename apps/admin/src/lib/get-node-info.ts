import { type NodeInfo, nodeInfoResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/node: this server's role, a store node's store and central's admin address (issue 36). */
async function getNodeInfo(signal?: AbortSignal): Promise<NodeInfo> {
  return nodeInfoResponseSchema.parse(await api.get<unknown>('/api/node', signal ? { signal } : {})).data;
}

/** What this server is, read once per visit (it changes only with the server's configuration). */
export function useNodeInfo() {
  return useQuery({
    queryKey: ['node-info'],
    queryFn: ({ signal }) => getNodeInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
