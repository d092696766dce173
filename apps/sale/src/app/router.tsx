import { createBrowserRouter, Navigate } from 'react-router';
import { PosComingSoon } from '../features/pos-home/components/pos-coming-soon';
import { catalogueRoutes } from './routes/catalogue-routes';
import { RequireStaff } from './routes/require-staff';
import { PosShell } from './shell/pos-shell';

/** Sale routes must not start with an admin route segment (see @kiosk/contracts ADMIN_ROUTE_SEGMENTS). */
export const router = createBrowserRouter([
  {
    // signed-out visitors see the cashier sign-in screen at whatever address they opened
    element: <RequireStaff />,
    children: [
      {
        path: '/',
        element: <PosShell />,
        children: [
          { index: true, element: <PosComingSoon /> },
          // /catalogue/products, /catalogue/categories: admins and super admins only
          catalogueRoutes,
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
