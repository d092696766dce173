import { type TillDevice, tillDeviceSchema } from '@kiosk/contracts';
import { api } from '../../../lib/session';
import { unwrap } from './unwrap';

/** POST /rest/v1/till-devices: the signed-in staff member makes this till a device (its terminal). */
export async function signInTill(posDeviceId: string): Promise<TillDevice> {
  const body = await api.post<unknown>('/rest/v1/till-devices', { pos_device_id: posDeviceId });
  return tillDeviceSchema.parse(unwrap(body));
}
