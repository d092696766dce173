import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { ConfiguratorPage } from '../features/configurator/components/configurator-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { ProductsPage } from '../features/products/components/products-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { WelcomeSettingsPage } from '../features/welcome-settings/components/welcome-settings-page';
import { ADMIN_SECTIONS, type AdminSectionId } from './admin-sections';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAdmin } from './routes/require-admin';
import { SectionPage } from './routes/section-page';
import { AdminShell } from './shell/admin-shell';

/** Sections that are built; the others show their coming-soon page. */
const SECTION_PAGES: Partial<Record<AdminSectionId, ReactNode>> = {
  dashboard: <DashboardPage />,
  orders: <OrdersPage />,
  products: <ProductsPage />,
  categories: <CategoriesPage />,
  configurator: <ConfiguratorPage />,
  welcomeSettings: <WelcomeSettingsPage />,
  settings: <SettingsPage />,
};

/** Admin routes (spec section 2, "Admin routes"). Sections not built yet show their coming-soon page. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  // the guard's target off an admin host name (spec section 2); more specific than /admin/*
  { path: '/admin/login', element: <LoginPage /> },
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
            element: SECTION_PAGES[section.id] ?? <SectionPage key={section.id} section={section.id} />,
          })),
          { path: 'orders/:id', element: <OrderDetailPage /> },
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
