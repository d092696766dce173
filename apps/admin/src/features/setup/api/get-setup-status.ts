import { type SetupStatus, setupStatusSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /functions/v1/setup: whether the first-run setup is still needed, and whether the link's token is valid. */
async function getSetupStatus(token: string): Promise<SetupStatus> {
  return setupStatusSchema.parse(
    await api.get<unknown>('/functions/v1/setup', { query: { token }, accessToken: null }),
  );
}

export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: ['setup', 'status', token],
    queryFn: () => getSetupStatus(token),
    enabled: token !== '',
    retry: 1,
  });
}
