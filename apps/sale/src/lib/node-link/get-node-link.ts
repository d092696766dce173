import { type NodeLink, nodeLinkSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../session';

/** How often the till asks for the link's state (the server reads it every 5 s). */
const NODE_LINK_POLL_MS = 10_000;

/** GET /api/node/link: the store node's link to central (cashier and up). */
async function getNodeLink(signal?: AbortSignal): Promise<NodeLink> {
  const response = await api.get<{ success: true; data: unknown }>(
    '/api/node/link',
    signal ? { signal } : {},
  );
  return nodeLinkSchema.parse(response.data);
}

/** The link's state, polled every 10 s (also while the server cannot be reached: it says so). */
export function useNodeLink() {
  return useQuery({
    queryKey: ['node-link'],
    queryFn: ({ signal }) => getNodeLink(signal),
    // the one box has no link to show: asked once
    refetchInterval: (query) => (query.state.data?.role === 'all' ? false : NODE_LINK_POLL_MS),
    retry: false,
  });
}
