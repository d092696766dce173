import { PageSpinner } from '@kiosk/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AlertsCard } from '../features/alerts/components/alerts-card';
import { LoginPage } from '../features/auth/components/login-page';
import { ADMIN_SECTIONS, type AdminSectionId } from './admin-sections';
import { CentralOwnedPage } from './routes/central-owned-page';
import { NotFoundPage } from './routes/not-found-page';
import { RequireAdmin } from './routes/require-admin';
import { SectionPage } from './routes/section-page';
import { AdminShell } from './shell/admin-shell';

/** A section's page, loaded on first visit so the first screen does not wait for every section's code. */
function lazyNamed(load: () => Promise<unknown>, name: string) {
  return lazy(async () => ({
    default: ((await load()) as Record<string, ComponentType>)[name] as ComponentType,
  }));
}

function page(Page: ComponentType): ReactNode {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** A page of what central owns: read-only at a store node, with where to edit it (issue 36). */
function centralPage(Page: ComponentType): ReactNode {
  return <CentralOwnedPage>{page(Page)}</CentralOwnedPage>;
}

const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
}));
/** The dashboard with the alerts card: the alerts feature's (the top bar's bell shares it), composed here. */
function Dashboard() {
  return <DashboardPage alerts={<AlertsCard />} />;
}
const OrdersPage = lazyNamed(() => import('../features/orders/components/orders-page'), 'OrdersPage');
const OrderDetailPage = lazyNamed(
  () => import('../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);
// the catalogue screens, shared with the sale app (@kiosk/catalogue-ui; CatalogueProvider in main.tsx)
const ProductsPage = lazyNamed(() => import('@kiosk/catalogue-ui/products'), 'ProductsPage');
const CategoriesPage = lazyNamed(() => import('@kiosk/catalogue-ui/categories'), 'CategoriesPage');
const ConfiguratorPage = lazyNamed(
  () => import('../features/configurator/components/configurator-page'),
  'ConfiguratorPage',
);
const OptionGroupsPage = lazyNamed(
  () => import('../features/option-groups/components/option-groups-page'),
  'OptionGroupsPage',
);
const DealsPage = lazyNamed(() => import('../features/pricing/components/deals-page'), 'DealsPage');
const PromotionsPage = lazyNamed(
  () => import('../features/pricing/components/promotions-page'),
  'PromotionsPage',
);
const PricingRulesPage = lazyNamed(
  () => import('../features/pricing/components/pricing-rules-page'),
  'PricingRulesPage',
);
const KitchenStationsPage = lazyNamed(
  () => import('../features/stations/components/kitchen-stations-page'),
  'KitchenStationsPage',
);
const PrintersPage = lazyNamed(() => import('../features/printers/components/printers-page'), 'PrintersPage');
const WelcomeSettingsPage = lazyNamed(
  () => import('../features/welcome-settings/components/welcome-settings-page'),
  'WelcomeSettingsPage',
);
const PosDevicesPage = lazyNamed(
  () => import('../features/pos-devices/components/pos-devices-page'),
  'PosDevicesPage',
);
const KiosksPage = lazyNamed(() => import('../features/fleet/components/kiosks-page'), 'KiosksPage');
const KioskDetailPage = lazyNamed(
  () => import('../features/fleet/components/kiosk-detail-page'),
  'KioskDetailPage',
);
const BusinessesPage = lazyNamed(
  () => import('../features/fleet/components/businesses-page'),
  'BusinessesPage',
);
const ZReportPage = lazyNamed(() => import('../features/reports/components/z-report-page'), 'ZReportPage');
const RangeReportPage = lazyNamed(
  () => import('../features/reports/components/range-report-page'),
  'RangeReportPage',
);
const TillSessionsPage = lazyNamed(
  () => import('../features/till-sessions/components/till-sessions-page'),
  'TillSessionsPage',
);
const TillSessionDetailPage = lazyNamed(
  () => import('../features/till-sessions/components/till-session-detail-page'),
  'TillSessionDetailPage',
);
const TillSessionReportPage = lazyNamed(
  () => import('../features/till-sessions/components/till-session-report-page'),
  'TillSessionReportPage',
);
const KioskMessengerPage = lazyNamed(
  () => import('../features/fleet/components/kiosk-messenger-page'),
  'KioskMessengerPage',
);
const StaffPage = lazyNamed(() => import('../features/staff/components/staff-page'), 'StaffPage');
const StaffDetailPage = lazyNamed(
  () => import('../features/staff/components/staff-detail-page'),
  'StaffDetailPage',
);
const SetupPage = lazyNamed(() => import('../features/setup/components/setup-page'), 'SetupPage');
const SettingsPage = lazyNamed(() => import('../features/settings/components/settings-page'), 'SettingsPage');

/** Sections that are built; the others show their coming-soon page. */
const SECTION_PAGES: Partial<Record<AdminSectionId, ReactNode>> = {
  dashboard: page(Dashboard),
  orders: page(OrdersPage),
  reports: page(ZReportPage),
  tillSessions: page(TillSessionsPage),
  products: centralPage(ProductsPage),
  categories: centralPage(CategoriesPage),
  configurator: centralPage(ConfiguratorPage),
  deals: centralPage(DealsPage),
  promotions: centralPage(PromotionsPage),
  pricingRules: centralPage(PricingRulesPage),
  kitchenStations: centralPage(KitchenStationsPage),
  printers: centralPage(PrintersPage),
  posDeviceManagement: centralPage(PosDevicesPage),
  kioskManagement: centralPage(KiosksPage),
  businessStoreManagement: centralPage(BusinessesPage),
  kioskMessenger: centralPage(KioskMessengerPage),
  welcomeSettings: centralPage(WelcomeSettingsPage),
  staff: centralPage(StaffPage),
  settings: centralPage(SettingsPage),
};

/** Admin routes (spec section 2, "Admin routes"). Sections not built yet show their coming-soon page. */
const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  // first-run setup: reachable without signing in (the one-time link printed at start)
  { path: '/setup', element: page(SetupPage) },
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
          { path: 'orders/:id', element: page(OrderDetailPage) },
          { path: 'reports/range', element: page(RangeReportPage) },
          { path: 'till-sessions/:id', element: page(TillSessionDetailPage) },
          { path: 'till-sessions/:id/report', element: page(TillSessionReportPage) },
          { path: 'kiosk-management/:kioskId', element: centralPage(KioskDetailPage) },
          { path: 'kiosk-detail/:kioskId', element: centralPage(KioskDetailPage) },
          { path: 'staff/:id', element: centralPage(StaffDetailPage) },
          // shared option groups (issue 34), part of the configurator section
          { path: 'configurator/option-groups', element: centralPage(OptionGroupsPage) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
