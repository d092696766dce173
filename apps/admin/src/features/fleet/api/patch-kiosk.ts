import { kioskDetailResponseSchema } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

interface KioskPatch {
  id: string;
  public_id?: string;
  payment_mode?: 'REST' | 'CLOUD';
}

/** PATCH /rest/v1/kiosk_users/{id}: public id and payment mode. */
async function patchKiosk({ id, ...body }: KioskPatch) {
  return kioskDetailResponseSchema.parse(
    await api.patch<unknown>(`/rest/v1/kiosk_users/${encodeURIComponent(id)}`, body),
  ).data;
}

export function usePatchKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchKiosk,
    onSettled: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
