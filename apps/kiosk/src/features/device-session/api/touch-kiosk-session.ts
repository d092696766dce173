import type { KioskSession } from '@kiosk/contracts';
import { api } from '../../../lib/session';

/** POST /rest/v1/rpc/touch_kiosk_session: the kiosk reports activity; 401 once its session has ended. */
export function touchKioskSession(metadata?: Record<string, unknown>): Promise<KioskSession> {
  return api.post<KioskSession>('/rest/v1/rpc/touch_kiosk_session', metadata ? { metadata } : {});
}
