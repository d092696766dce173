import { useQuery } from '@tanstack/react-query';
import { getActiveProducts } from '../../../lib/get-active-products';
import type { LinkableProduct } from '../utils/configuration-draft';

export const linkableProductsKey = ['configurator', 'linkable-products'] as const;

/** The active products an option can stand for, by name. */
function getLinkableProducts(): Promise<LinkableProduct[]> {
  return getActiveProducts();
}

export function useLinkableProducts(enabled = true) {
  return useQuery({ queryKey: linkableProductsKey, queryFn: getLinkableProducts, enabled });
}
