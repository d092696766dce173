import { type Printer, printerSchema, type SavePrinter } from '@kiosk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** POST /functions/v1/printers (new) or PUT /functions/v1/printers/:id. */
async function savePrinter(input: { id?: string; body: SavePrinter }): Promise<Printer> {
  const body = input.id
    ? await api.put<{ success: true; data: unknown }>(
        `/functions/v1/printers/${encodeURIComponent(input.id)}`,
        input.body,
      )
    : await api.post<{ success: true; data: unknown }>('/functions/v1/printers', input.body);
  return printerSchema.parse(body.data);
}

export function useSavePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePrinter,
    onSettled: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}
