import { printJobSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

export type PrintJob = z.infer<typeof printJobSchema>;

/** GET /functions/v1/printers/:id/jobs: the waiting jobs in print order, then the latest ones. */
async function getPrinterJobs(id: string): Promise<PrintJob[]> {
  const body = await api.get<{ success: true; data: unknown }>(
    `/functions/v1/printers/${encodeURIComponent(id)}/jobs`,
  );
  return z.array(printJobSchema).parse(body.data);
}

/** A printer's queue while `id` is set (its dialog is open), read again every 3 s. */
export function usePrinterJobs(id: string | undefined) {
  return useQuery({
    queryKey: printerKeys.jobs(id ?? ''),
    queryFn: () => getPrinterJobs(id ?? ''),
    enabled: !!id,
    refetchInterval: 3_000,
  });
}
