import { createSessionApiClient } from '@kiosk/ui';
import { session } from './session';

/** The admin's API client: same origin, with the signed-in user's bearer token (refreshed as needed). */
export const api = createSessionApiClient(session);
