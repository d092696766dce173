import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { clearSession, getAccessToken } from '../../../lib/session';

/** POST /auth/v1/logout?scope=global with the bearer token; failures are ignored. */
export async function signOut(accessToken: string | null): Promise<void> {
  if (!accessToken) return;
  try {
    await api.post('/auth/v1/logout', undefined, { query: { scope: 'global' }, accessToken });
  } catch {
    // the session is dropped locally whatever the server says
  }
}

/** Signs out everywhere, forgets the local session and cached data, and returns to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = getAccessToken();
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
    await signOut(token);
  }, [navigate, queryClient]);
}
