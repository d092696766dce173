import { simulatorPageSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** GET /functions/v1/printers/simulator/pages: the demo printer simulator's last pages (404 without one). */
async function getSimulatorPages() {
  const body = await api.get<{ data: unknown }>('/functions/v1/printers/simulator/pages');
  return z.array(simulatorPageSchema).parse(body.data);
}

/** The simulator's pages, reloaded every 5 s; no retry (no simulator: the panel is not shown). */
export function useSimulatorPages() {
  return useQuery({
    queryKey: printerKeys.simulatorPages,
    queryFn: getSimulatorPages,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
  });
}
