import type { Product } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { getActiveProducts } from '../../../lib/get-active-products';

const sliderProductsKey = ['welcome-settings', 'slider-products'] as const;

/** The active products with an image: the only ones the welcome slider can show (spec section 5). */
async function getSliderProducts(): Promise<Product[]> {
  return (await getActiveProducts()).filter((product) => product.is_active && product.image);
}

export function useSliderProducts() {
  return useQuery({ queryKey: sliderProductsKey, queryFn: getSliderProducts });
}
