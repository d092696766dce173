import { createSessionApiClient, createSessionManager, createSessionRealtimeClient } from '@kiosk/ui';

/** Local storage key of the kiosk's device session (spec section 3, "Local storage": kiosk_session). */
const SESSION_STORAGE_KEY = 'kiosk_session';

/** The kiosk device's session (grant_type=kiosk_password); signing out ends only this device's session. */
export const session = createSessionManager({ storageKey: SESSION_STORAGE_KEY, signOutScope: 'local' });

/** The kiosk's API client, with the device's bearer token (refreshed as needed). */
export const api = createSessionApiClient(session);

/** Realtime with the device's token (kick_user, the kiosk's messages). */
export const realtime = createSessionRealtimeClient(session);
