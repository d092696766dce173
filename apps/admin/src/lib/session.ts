import { createSessionManager, createSessionRealtimeClient } from '@kiosk/ui';

/** Local storage key of the signed-in admin's session (tokens and user). */
const SESSION_STORAGE_KEY = 'auth_session';

/** The admin app's session: checked at start, refreshed before expiry, shared by the app's tabs. */
export const session = createSessionManager({ storageKey: SESSION_STORAGE_KEY, signOutScope: 'global' });

/** Realtime with the signed-in admin's token. */
export const realtime = createSessionRealtimeClient(session);
