import { type Printer, printerSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** GET /functions/v1/printers: every printer with its status, since when and its waiting jobs. */
async function getPrinters(): Promise<Printer[]> {
  const body = await api.get<{ success: true; data: unknown }>('/functions/v1/printers');
  return z.array(printerSchema).parse(body.data);
}

/** The printers, read again every 5 s (the worker changes their status). */
export function usePrinters() {
  return useQuery({ queryKey: printerKeys.all, queryFn: getPrinters, refetchInterval: 5_000 });
}
