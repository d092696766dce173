import { type MenuProduct, menuDataSchema } from '@kiosk/contracts';
import type { Language } from '@kiosk/i18n';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const kioskProductKey = (productId: string, language: Language) =>
  ['configurator', 'kiosk-product', productId, language] as const;

/**
 * GET /functions/v1/get-menu-data-public?lang=: the product as the kiosk shows it (name and
 * description in that language, unit, VAT rate, picture, availability); null when the kiosk menu
 * does not carry it (an inactive product or category).
 */
async function getKioskProduct(productId: string, language: Language): Promise<MenuProduct | null> {
  const body = await api.get<unknown>('/functions/v1/get-menu-data-public', { query: { lang: language } });
  const menu = menuDataSchema.parse(body);
  return menu.products.find((product) => product.id === productId) ?? null;
}

export function useKioskProduct(productId: string, language: Language) {
  return useQuery({
    queryKey: kioskProductKey(productId, language),
    queryFn: () => getKioskProduct(productId, language),
  });
}
