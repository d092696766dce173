import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/api-client.js';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '../realtime/realtime-client.js';
import type { SessionManager } from './session-manager.js';

/**
 * The app's API client: every request carries the session's access token (refreshed first when
 * it is about to expire); a 401 refreshes the session and retries once.
 */
export function createSessionApiClient(
  manager: SessionManager,
  options: Omit<ApiClientOptions, 'getAccessToken' | 'onUnauthorized'> = {},
): ApiClient {
  return createApiClient({
    ...options,
    getAccessToken: () => manager.getValidAccessToken(),
    onUnauthorized: (usedToken) => manager.handleUnauthorized(usedToken),
  });
}

/** The app's realtime client: channels are joined with the session's current access token. */
export function createSessionRealtimeClient(
  manager: SessionManager,
  options: Omit<RealtimeClientOptions, 'getAccessToken'> = {},
): RealtimeClient {
  return createRealtimeClient({ ...options, getAccessToken: () => manager.getAccessToken() });
}
