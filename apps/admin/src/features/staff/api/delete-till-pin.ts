import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tillPinKey } from './get-till-pin';

/** DELETE /rest/v1/staff/:id/till-pin: the person signs in at the till with a PIN no more (audited). */
async function deleteTillPin(id: string): Promise<void> {
  await api.delete(`/rest/v1/staff/${id}/till-pin`);
}

export function useDeleteTillPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTillPin,
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: tillPinKey(id) }),
  });
}
