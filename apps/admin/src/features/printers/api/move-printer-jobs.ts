import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** POST /functions/v1/printers/:id/move-jobs: the printer's waiting jobs go to another printer, in order. */
async function movePrinterJobs(input: { id: string; to: string }): Promise<number> {
  const body = await api.post<{ success: true; data: { moved: number } }>(
    `/functions/v1/printers/${encodeURIComponent(input.id)}/move-jobs`,
    { to_printer_id: input.to },
  );
  return body.data.moved;
}

export function useMovePrinterJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: movePrinterJobs,
    onSettled: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}
