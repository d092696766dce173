import { kioskUserListResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** GET /rest/v1/kiosk_users: the kiosks a printer may print customer slips for (id = kiosk_users.id). */
async function getPrinterKiosks(): Promise<Array<{ id: string; name: string }>> {
  return kioskUserListResponseSchema
    .parse(await api.get<unknown>('/rest/v1/kiosk_users'))
    .data.map((k) => ({ id: k.id, name: k.device_name ? `${k.username} (${k.device_name})` : k.username }));
}

export function usePrinterKiosks() {
  return useQuery({ queryKey: printerKeys.kiosks, queryFn: getPrinterKiosks });
}
