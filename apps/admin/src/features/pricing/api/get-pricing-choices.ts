import { ALL_CATEGORY_ID } from '@kiosk/catalogue-ui';
import { categorySchema, storeSchema, taxGroupSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getActiveProducts } from '../../../lib/get-active-products';
import { pricingKeys } from './pricing-keys';

export interface Choice {
  id: string;
  name: string;
}
export interface ProductChoice extends Choice {
  price_minor: number;
  category_id: string;
}
export interface PricingChoices {
  products: ProductChoice[];
  categories: Choice[];
  stores: Choice[];
  taxGroups: Array<Choice & { rate: number }>;
}

/**
 * What the pricing forms pick from: the active products (GET /rest/v1/products, every page), the
 * categories (GET /rest/v1/categories), the stores (GET /rest/v1/stores) and the tax groups
 * (GET /rest/v1/tax_groups).
 */
async function getPricingChoices(): Promise<PricingChoices> {
  const [products, categories, stores, taxGroups] = await Promise.all([
    getActiveProducts(),
    api.get<unknown>('/rest/v1/categories'),
    api.get<unknown>('/rest/v1/stores'),
    api.get<unknown>('/rest/v1/tax_groups'),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      price_minor: p.price_minor,
      category_id: p.category_id,
    })),
    categories: z
      .array(categorySchema)
      .parse(categories)
      .filter((c) => c.id !== ALL_CATEGORY_ID)
      .map((c) => ({ id: c.id, name: c.name })),
    stores: z
      .array(storeSchema)
      .parse(stores)
      .map((s) => ({ id: s.id, name: `${s.business_name} · ${s.name}` })),
    taxGroups: z
      .array(taxGroupSchema)
      .parse(taxGroups)
      .map((g) => ({ id: g.id, name: g.name, rate: g.rate })),
  };
}

export function usePricingChoices() {
  return useQuery({ queryKey: pricingKeys.choices, queryFn: getPricingChoices });
}
