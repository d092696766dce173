import { settingRowSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DiscountLimit } from '../utils/pricing-settings';

export const discountLimitKey = ['settings', 'manual_discount_limit'] as const;

/** GET /rest/v1/settings?key=manual_discount_limit: the limit above which a manual discount needs a PIN. */
async function getDiscountLimit(): Promise<DiscountLimit | null> {
  const rows = settingRowSchema
    .array()
    .parse(await api.get<unknown>('/rest/v1/settings', { query: { key: 'manual_discount_limit' } }));
  return (rows[0]?.value ?? null) as DiscountLimit | null;
}

export function useDiscountLimit() {
  return useQuery({ queryKey: discountLimitKey, queryFn: getDiscountLimit });
}
