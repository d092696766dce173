import { isApiError } from '@kiosk/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export type ReceiptType = 'customer' | 'merchant';

export interface ReceiptUrl {
  success: true;
  url: string;
  urls: { original: string };
}

/** POST /functions/v1/get-receipt-url: a signed link to the receipt image, valid for 5 minutes (404 'Fiş bulunamadı'). */
export function getReceiptUrl(orderId: string, receiptType: ReceiptType): Promise<ReceiptUrl> {
  return api.post<ReceiptUrl>('/functions/v1/get-receipt-url', { orderId, receiptType });
}

/** The link while the preview is open; asked again after 4 minutes, before it expires. */
export function useReceiptUrl(orderId: string, receiptType: ReceiptType, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.receipt(orderId, receiptType),
    queryFn: () => getReceiptUrl(orderId, receiptType),
    enabled,
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
