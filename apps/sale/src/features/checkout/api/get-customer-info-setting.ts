import { cachedCustomerInfoSetting, fetchCustomerInfoSetting } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/session';

/** The customer-info threshold (enabled, amount, operator), shared loader with the kiosk; the cached value until it loads. */
export function useCustomerInfoSetting() {
  const query = useQuery({
    queryKey: ['settings', 'customer_info_min_amount'],
    queryFn: () => fetchCustomerInfoSetting(api),
    staleTime: 60_000,
  });
  return query.data ?? cachedCustomerInfoSetting();
}
