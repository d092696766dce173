import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** POST /functions/v1/printers/:id/test: queues a test page (every Turkish letter, both sizes, a QR code). */
async function testPrinter(id: string): Promise<void> {
  await api.post(`/functions/v1/printers/${encodeURIComponent(id)}/test`, {});
}

export function useTestPrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testPrinter,
    onSettled: () => client.invalidateQueries({ queryKey: printerKeys.all }),
  });
}
