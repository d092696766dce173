import { createBrowserRouter, Navigate } from 'react-router';
import { MenuComingSoon } from '../features/menu/components/menu-coming-soon';
import { WelcomeScreen } from '../features/welcome/components/welcome-screen';

/** Kiosk routes must not start with an admin route segment (see @kiosk/contracts ADMIN_ROUTE_SEGMENTS). */
export const router = createBrowserRouter([
  { path: '/', element: <WelcomeScreen /> },
  { path: '/menu', element: <MenuComingSoon /> },
  { path: '*', element: <Navigate to="/" replace /> },
]);
