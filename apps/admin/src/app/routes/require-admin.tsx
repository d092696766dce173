import { useSession } from '@kiosk/ui';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionLoading } from '../../components/session-loading';
import { loginPath } from '../../features/auth/utils/login-path';
import { AccessDeniedPage } from './access-denied-page';

/**
 * Route guard of the admin area (spec section 2): 'Loading...' while the stored session is checked;
 * no user goes to /login (or /admin/login off an admin host name) remembering where it came from;
 * a signed-in user who is not an admin sees 'Access Denied'.
 */
export function RequireAdmin() {
  const { status, isAdmin, signOutReason } = useSession();
  const location = useLocation();
  // whether this guard saw the user signed in: their own logout then goes to /login (spec, Admin shell)
  const sawSignedIn = useRef(false);
  if (status === 'signed_in') sawSignedIn.current = true;

  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed_out') {
    if (sawSignedIn.current && signOutReason === 'signed_out') return <Navigate to="/login" replace />;
    return <Navigate to={loginPath(window.location.hostname)} replace state={{ from: location }} />;
  }
  if (!isAdmin) return <AccessDeniedPage />;
  return <Outlet />;
}
