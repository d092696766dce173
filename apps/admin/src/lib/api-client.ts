import { createApiClient } from '@kiosk/ui';
import { getAccessToken } from './session';

/** The admin's API client: same origin, with the signed-in user's bearer token. */
export const api = createApiClient({ getAccessToken });
