import type { ProductListQuery } from '@kiosk/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the catalogue data the admin screens share (products, categories, reference data,
 * dashboard). Everything lives under `['catalogue', ...]`, so one prefix refreshes it all.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => ['catalogue', 'products'] as const,
  productList: (query: Partial<ProductListQuery>) => ['catalogue', 'products', 'list', query] as const,
  categories: () => ['catalogue', 'categories'] as const,
  taxGroups: () => ['catalogue', 'tax-groups'] as const,
  unitCodes: () => ['catalogue', 'unit-codes'] as const,
  unitNames: (language: string) => ['catalogue', 'unit-names', language] as const,
  dashboard: () => ['catalogue', 'dashboard'] as const,
  dashboardStats: () => ['catalogue', 'dashboard', 'stats'] as const,
  auditLog: (limit: number) => ['catalogue', 'dashboard', 'audit-log', limit] as const,
};

/** After a product changed: its lists, the category counts and the dashboard. */
export function invalidateAfterProductChange(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: catalogueKeys.products() }),
    client.invalidateQueries({ queryKey: catalogueKeys.categories() }),
    client.invalidateQueries({ queryKey: catalogueKeys.dashboard() }),
  ]).then(() => undefined);
}

/** After a category changed: categories, products (their category names and moves) and the dashboard. */
export function invalidateAfterCategoryChange(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: catalogueKeys.categories() }),
    client.invalidateQueries({ queryKey: catalogueKeys.products() }),
    client.invalidateQueries({ queryKey: catalogueKeys.dashboard() }),
  ]).then(() => undefined);
}
