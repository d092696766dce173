import { createBrowserRouter, Navigate } from 'react-router';
import { DeviceGate } from '../features/device-session/components/device-gate';
import { MenuComingSoon } from '../features/menu/components/menu-coming-soon';
import { WelcomeScreen } from '../features/welcome/components/welcome-screen';

/** Kiosk routes must not start with an admin route segment (see @kiosk/contracts ADMIN_ROUTE_SEGMENTS). */
export const router = createBrowserRouter([
  {
    // without a device session every address shows the device sign-in screen
    element: <DeviceGate />,
    children: [
      { path: '/', element: <WelcomeScreen /> },
      { path: '/menu', element: <MenuComingSoon /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
