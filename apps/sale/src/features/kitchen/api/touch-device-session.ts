import type { KioskSession } from '@kiosk/contracts';
import type { ApiClient } from '@kiosk/ui';

/**
 * POST /rest/v1/rpc/touch_kiosk_session: the board's device reports it is still on (device
 * sessions idle for 10 minutes are ended); 401 once its session has ended (e.g. kicked).
 */
export function touchDeviceSession(api: ApiClient, metadata: Record<string, unknown>): Promise<KioskSession> {
  return api.post<KioskSession>('/rest/v1/rpc/touch_kiosk_session', { metadata });
}
