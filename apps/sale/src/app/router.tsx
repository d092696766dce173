import { createBrowserRouter, Navigate } from 'react-router';
import { KitchenDisplayPage } from '../features/kitchen';
import { OrdersPage } from '../features/orders';
import { TerminalTestPage } from '../features/terminal-test/components/terminal-test-page';
import { TillReportPage } from '../features/till-session/components/till-report-page';
import { TillSettingsPage } from '../features/till-settings/components/till-settings-page';
import { TILL_PATHS } from '../lib/till-paths';
import { BoardRoute } from './routes/board-route';
import { catalogueRoutes } from './routes/catalogue-routes';
import { RequireStaff } from './routes/require-staff';
import { TillPage } from './routes/till-page';
import { PosShell } from './shell/pos-shell';

/** Sale routes must not start with an admin route segment (see @kiosk/contracts ADMIN_ROUTE_SEGMENTS). */
export const router = createBrowserRouter([
  // the order-ready board: a staff session or the board's own device session (no staff sign-in needed)
  { path: '/board', element: <BoardRoute /> },
  {
    // signed-out visitors see the cashier sign-in screen at whatever address they opened
    element: <RequireStaff />,
    children: [
      // full-screen, without the till's shell: the kitchen display
      { path: '/kitchen', element: <KitchenDisplayPage /> },
      // the till session's X or close report: an 80 mm printable page, without the shell
      { path: `${TILL_PATHS.tillReport}/:sessionId`, element: <TillReportPage /> },
      {
        path: '/',
        element: <PosShell />,
        children: [
          { index: true, element: <TillPage /> },
          { path: TILL_PATHS.settings, element: <TillSettingsPage /> },
          { path: TILL_PATHS.terminalTest, element: <TerminalTestPage /> },
          { path: TILL_PATHS.orders, element: <OrdersPage /> },
          // /catalogue/products, /catalogue/categories: admins and super admins only
          catalogueRoutes,
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
