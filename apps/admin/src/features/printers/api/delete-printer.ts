import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** DELETE /functions/v1/printers/:id. */
async function deletePrinter(id: string): Promise<void> {
  await api.delete(`/functions/v1/printers/${encodeURIComponent(id)}`);
}

export function useDeletePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePrinter,
    onSettled: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}
