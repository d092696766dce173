import { useAddressState } from '@kiosk/ui';
import { listStateToParams, type ProductListState, parseListState } from '../utils/list-params';

/** The products list state in the address (`?q=&category=&status=...&page=`). */
export function useProductListState(): [ProductListState, (changes: Partial<ProductListState>) => void] {
  return useAddressState(parseListState, listStateToParams);
}
