import { createSessionApiClient, createSessionManager, createSessionRealtimeClient } from '@kiosk/ui';

/** Local storage key of the signed-in cashier's session. */
const SESSION_STORAGE_KEY = 'sale_session';

/** The sale app's session: cashiers, admins and super admins (checked at sign-in and by the guard). */
export const session = createSessionManager({ storageKey: SESSION_STORAGE_KEY, signOutScope: 'global' });

/** The POS's API client, with the cashier's bearer token (refreshed as needed). */
export const api = createSessionApiClient(session);

/** Realtime with the cashier's token (open orders, orders). */
export const realtime = createSessionRealtimeClient(session);
