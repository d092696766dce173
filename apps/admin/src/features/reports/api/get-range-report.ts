import type { RangeReport } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type RangeChoice, rangeReady } from '../utils/range-presets';

/** The range report's query (from, to and the filters set). */
export function rangeQuery(choice: RangeChoice): Record<string, string> {
  const query: Record<string, string> = { from: choice.from, to: choice.to };
  if (choice.store) query.store_id = choice.store;
  if (choice.channel) query.channel = choice.channel;
  return query;
}

/** GET /rest/v1/reports/range: a range's sales beside the previous period of the same length. */
function getRangeReport(choice: RangeChoice, signal?: AbortSignal): Promise<RangeReport> {
  return api
    .get<{ data: RangeReport }>('/rest/v1/reports/range', {
      query: rangeQuery(choice),
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.data);
}

/**
 * The report of the chosen range; asked only for a valid range. No placeholder: figures of
 * another range are never shown under these dates.
 */
export function useRangeReport(choice: RangeChoice) {
  return useQuery({
    queryKey: ['range-report', choice.from, choice.to, choice.store ?? '', choice.channel ?? ''],
    queryFn: ({ signal }) => getRangeReport(choice, signal),
    enabled: rangeReady(choice),
  });
}
