import { customRangeProblem, type SalesDashboard } from '@kiosk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SalesPreset = 'today' | 'yesterday' | 'this_week' | 'this_month' | 'custom';
export interface SalesRange {
  preset: SalesPreset;
  from?: string;
  to?: string;
}

export const salesDashboardKeys = {
  all: ['sales-dashboard'] as const,
  range: (range: SalesRange) => ['sales-dashboard', range.preset, range.from ?? '', range.to ?? ''] as const,
};

/** The range as the dashboard's query (and its export's). */
export function salesRangeQuery(range: SalesRange): Record<string, string> {
  const query: Record<string, string> = { preset: range.preset };
  if (range.preset === 'custom' && range.from && range.to)
    Object.assign(query, { from: range.from, to: range.to });
  return query;
}

/** GET /functions/v1/sales-dashboard: a range's sales against the same weekdays a week earlier. */
function getSalesDashboard(range: SalesRange, signal?: AbortSignal): Promise<SalesDashboard> {
  const query = salesRangeQuery(range);
  return api
    .get<{ data: SalesDashboard }>('/functions/v1/sales-dashboard', { query, ...(signal ? { signal } : {}) })
    .then((body) => body.data);
}

export function useSalesDashboard(range: SalesRange) {
  const ready =
    range.preset !== 'custom' ||
    Boolean(range.from && range.to && customRangeProblem(range.from, range.to) === null);
  return useQuery({
    queryKey: salesDashboardKeys.range(range),
    queryFn: ({ signal }) => getSalesDashboard(range, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
