import type { AuthUser } from '@kiosk/contracts';
import { ApiError } from '../api/api-error.js';
import { parseSession } from './session-rules.js';
import type { SessionState } from './session-state.js';
import type { AuthSession } from './session-types.js';

/** `POST /auth/v1/token` with a grant (password, kiosk_password, refresh_token). */
export async function requestTokens(
  state: SessionState,
  grantType: string,
  body: unknown,
): Promise<AuthSession> {
  const answer = await state.config.api.post<unknown>('/auth/v1/token', body, {
    query: { grant_type: grantType },
    accessToken: null,
  });
  const session = await parseSession(answer);
  if (!session) {
    throw new ApiError({ code: 'invalid_response', status: 200, message: 'Unexpected sign-in response' });
  }
  return session;
}

/** `GET /auth/v1/user`. */
export async function fetchUser(state: SessionState, accessToken: string): Promise<AuthUser> {
  const user = await state.config.api.get<AuthUser>('/auth/v1/user', { accessToken });
  if (!user || typeof user !== 'object' || typeof (user as { id?: unknown }).id !== 'string') {
    throw new ApiError({ code: 'invalid_response', status: 200, message: 'Unexpected user response' });
  }
  return user;
}

/** `POST /auth/v1/logout`; errors are ignored. */
export async function logoutRemote(state: SessionState, accessToken: string, scope: 'global' | 'local') {
  try {
    await state.config.api.post('/auth/v1/logout', undefined, { query: { scope }, accessToken });
  } catch {
    // the session is dropped locally whatever the server says
  }
}
