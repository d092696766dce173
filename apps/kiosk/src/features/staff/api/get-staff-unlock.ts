import { api } from '../../../lib/session';

export type StaffUnlockMethod = 'pin' | 'password';

/** GET /rest/v1/rpc/kiosk_staff_unlock: the device's PIN, or its password when it has no PIN. */
export async function getStaffUnlock(): Promise<StaffUnlockMethod> {
  const { method } = await api.get<{ method?: unknown }>('/rest/v1/rpc/kiosk_staff_unlock');
  // anything unexpected asks for the PIN: never an open staff menu
  return method === 'password' ? 'password' : 'pin';
}
