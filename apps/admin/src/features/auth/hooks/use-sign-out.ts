import { useSession } from '@kiosk/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Logout (spec, Admin shell): ends every session of the user (`POST /auth/v1/logout?scope=global`),
 * forgets the local session and cached data, and returns to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(async () => {
    const done = signOut({ scope: 'global' });
    navigate('/login', { replace: true });
    await done;
  }, [navigate, signOut]);
}
