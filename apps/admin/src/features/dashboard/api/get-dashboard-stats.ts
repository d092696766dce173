import { catalogueKeys } from '@kiosk/catalogue-ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DashboardStats {
  total_products: number;
  /** Categories without 'all' (and the reserved 'uncategorized'). */
  categories: number;
  configurable_products: number;
  average_price_minor: number;
  /** Till sessions left open past their business day (issue 32). */
  till_sessions_to_close: number;
}

/** GET /rest/v1/dashboard_stats. */
function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api.get<DashboardStats>('/rest/v1/dashboard_stats', signal ? { signal } : {});
}

export function useDashboardStats() {
  return useQuery({
    queryKey: catalogueKeys.dashboardStats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}
