import { type NodeLink, nodeLinkSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** How often the store list asks for the links (the server reads them every 5 s). */
const NODE_LINK_POLL_MS = 10_000;

/** GET /api/node/link: each store node's link to central (nothing to show at the one box). */
async function getNodeLink(signal?: AbortSignal): Promise<NodeLink> {
  const response = await api.get<{ success: true; data: unknown }>(
    '/api/node/link',
    signal ? { signal } : {},
  );
  return nodeLinkSchema.parse(response.data);
}

export function useNodeLink() {
  return useQuery({
    queryKey: fleetKeys.nodeLink(),
    queryFn: ({ signal }) => getNodeLink(signal),
    // the one box has no link to show: asked once
    refetchInterval: (query) => (query.state.data?.role === 'all' ? false : NODE_LINK_POLL_MS),
  });
}
