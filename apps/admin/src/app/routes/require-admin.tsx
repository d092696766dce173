import { Navigate, Outlet, useLocation } from 'react-router';
import { getUserRole, isAdminRole, useSession } from '../../lib/session';
import { AccessDeniedPage } from './access-denied-page';

/**
 * Route guard of the admin area: no session goes to /login (remembering where it came from);
 * a signed-in user who is not an admin sees 'Access Denied'.
 */
export function RequireAdmin() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdminRole(getUserRole(session.user))) return <AccessDeniedPage />;
  return <Outlet />;
}
