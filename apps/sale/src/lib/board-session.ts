import { createSessionApiClient, createSessionManager, createSessionRealtimeClient } from '@kiosk/ui';

/** Local storage key of the order-ready board's device session (a kiosk device account, no staff). */
const BOARD_SESSION_STORAGE_KEY = 'board_session';

/**
 * The order-ready board's own session (/board on a screen in the dining area): a device account
 * signs it in, so no staff member stays signed in on a public screen. Separate from the cashier's.
 */
export const boardSession = createSessionManager({
  storageKey: BOARD_SESSION_STORAGE_KEY,
  signOutScope: 'local',
});

/** The board's API client, with the device's token (GET /functions/v1/kitchen/board). */
export const boardApi = createSessionApiClient(boardSession);

/** Realtime with the device's token (the 'board' channel and the device's kick channel). */
export const boardRealtime = createSessionRealtimeClient(boardSession);
