import { ApiError } from '@kiosk/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isTokenResponse, type TokenResponse } from '../../../lib/session';

export interface SignInCredentials {
  email: string;
  password: string;
}

/** POST /auth/v1/token?grant_type=password with { email, password }. */
export async function signIn(credentials: SignInCredentials): Promise<TokenResponse> {
  const body = await api.post<unknown>('/auth/v1/token', credentials, {
    query: { grant_type: 'password' },
    accessToken: null,
  });
  if (!isTokenResponse(body)) {
    throw new ApiError({ code: 'invalid_response', status: 200, message: 'Unexpected sign-in response' });
  }
  return body;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
