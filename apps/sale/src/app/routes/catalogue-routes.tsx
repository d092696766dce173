import { CatalogueProvider } from '@kiosk/catalogue-ui';
import { PageSpinner } from '@kiosk/ui';
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { api } from '../../lib/session';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { RequireAdmin } from './require-admin';

// the admin's own screens (@kiosk/catalogue-ui), loaded on first visit: cashiers never download them
const ProductsPage = lazy(async () => ({
  default: (await import('@kiosk/catalogue-ui/products')).ProductsPage,
}));
const CategoriesPage = lazy(async () => ({
  default: (await import('@kiosk/catalogue-ui/categories')).CategoriesPage,
}));

/** The catalogue screens with the till's session (its API client) and name. */
function CatalogueFrame() {
  return (
    <CatalogueProvider api={api} app="sale">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </CatalogueProvider>
  );
}

/**
 * Product and category management at the till, as in the admin (spec, POS screens): signed-in admins
 * and super admins only. A child of the till's shell.
 */
export const catalogueRoutes: RouteObject = {
  element: <RequireAdmin />,
  children: [
    {
      element: <CatalogueFrame />,
      children: [
        { path: CATALOGUE_PATHS.products, element: <ProductsPage /> },
        { path: CATALOGUE_PATHS.categories, element: <CategoriesPage /> },
      ],
    },
  ],
};
