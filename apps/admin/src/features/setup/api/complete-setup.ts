import { type SetupComplete, type SetupResult, setupResultSchema } from '@kiosk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /functions/v1/setup: the first super admin, business, store, time zone and currency, at once. */
async function completeSetup(input: SetupComplete): Promise<SetupResult> {
  return setupResultSchema.parse(
    await api.post<unknown>('/functions/v1/setup', input, { accessToken: null }),
  );
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
