import { posDeviceListResponseSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { printerKeys } from './printer-keys';

/** GET /functions/v1/pos-devices: the tills a printer may print customer slips for (id = pos_devices.id). */
async function getPrinterTills(): Promise<Array<{ id: string; name: string }>> {
  return posDeviceListResponseSchema
    .parse(await api.get<unknown>('/functions/v1/pos-devices'))
    .data.map((d) => ({ id: d.id, name: d.device_name ?? d.pos_serial_number }));
}

export function usePrinterTills() {
  return useQuery({ queryKey: printerKeys.tills, queryFn: getPrinterTills });
}
