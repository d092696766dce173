import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** GET /functions/v1/printers/simulator/pages/:n.png: a page's picture (fetched with the session, shown from a blob). */
export function useSimulatorPagePng(url: string) {
  return useQuery({
    queryKey: printerKeys.simulatorPng(url),
    queryFn: () => api.get<Blob>(url, { blob: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
