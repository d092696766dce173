import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { ADMIN_SECTIONS } from './admin-sections';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAdmin } from './routes/require-admin';
import { SectionPage } from './routes/section-page';
import { AdminShell } from './shell/admin-shell';

/** Admin routes (spec section 2, "Admin routes"). Sections not built yet show their coming-soon page. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin/login', element: <Navigate to="/login" replace /> },
  { path: '/admin/*', element: <Navigate to="/" replace /> },
  {
    element: <RequireAdmin />,
    children: [
      {
        path: '/',
        element: <AdminShell />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...ADMIN_SECTIONS.map((section) => ({
            path: section.path,
            element: <SectionPage key={section.id} section={section.id} />,
          })),
          { path: 'orders/:id', element: <SectionPage section="orders" detail="orderDetail" /> },
          {
            path: 'kiosk-management/:kioskId',
            element: <SectionPage section="kioskManagement" detail="kioskDetail" />,
          },
          {
            path: 'kiosk-detail/:kioskId',
            element: <SectionPage section="kioskManagement" detail="kioskDetail" />,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
