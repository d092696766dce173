import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tillPinKey } from './get-till-pin';

/** PUT /rest/v1/staff/:id/till-pin: set a person's 4-6 digit till PIN (audited; 422 on pin). */
async function setTillPin(input: { id: string; pin: string }): Promise<void> {
  await api.put(`/rest/v1/staff/${input.id}/till-pin`, { pin: input.pin });
}

export function useSetTillPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTillPin,
    onSettled: (_data, _error, input) => client.invalidateQueries({ queryKey: tillPinKey(input.id) }),
  });
}
