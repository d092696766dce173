import { printerStatusSchema, type RealtimeEvent } from '@kiosk/contracts';
import { KITCHEN_CHANNEL } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../session';
import { type PrinterState, printerProblems } from './printer-problems';

const PRINTER_STATUS_KEY = ['printer-status'] as const;

/** GET /functions/v1/printers/status: each printer's status since when (cashier and up). */
async function getPrinterStatus(signal?: AbortSignal): Promise<PrinterState[]> {
  const response = await api.get<{ success: true; data: unknown }>('/functions/v1/printers/status', {
    ...(signal ? { signal } : {}),
  });
  return z.array(printerStatusSchema).parse(response.data);
}

/**
 * The printers with a problem now: loaded at once, again on every `printer_status` event of the
 * kitchen channel (the worker announces each change) and on each (re)join, and every 30 s.
 */
export function usePrinterProblems(): PrinterState[] {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: PRINTER_STATUS_KEY,
    queryFn: ({ signal }) => getPrinterStatus(signal),
    refetchInterval: 30_000,
    select: printerProblems,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: PRINTER_STATUS_KEY });
  useRealtimeChannel(
    KITCHEN_CHANNEL,
    (event: RealtimeEvent) => {
      if (event.event === 'printer_status') refresh();
    },
    { onJoined: refresh },
  );
  return query.data ?? [];
}
