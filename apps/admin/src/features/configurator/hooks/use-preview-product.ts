import type { Language } from '@kiosk/i18n';
import type { CustomizerProduct } from '@kiosk/ui/customize';
import { useMemo } from 'react';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { useKioskProduct } from '../api/get-kiosk-product';
import { localizedName } from '../utils/localized-name';

/**
 * The product as the kiosk shows it in the language; while it loads, or when it is not on the
 * kiosk's menu (`notOnMenu`), one made from the admin's list.
 */
export function usePreviewProduct(product: ConfigurableProduct, language: Language) {
  const kiosk = useKioskProduct(product.id, language);
  const shown: CustomizerProduct = useMemo(
    () =>
      kiosk.data ?? {
        id: product.id,
        name: localizedName(product, language),
        description: null,
        price_minor: product.price_minor,
        image: product.image,
        image_small: null,
        is_available: true,
        unit_name: '',
        vat_rate: null,
      },
    [kiosk.data, product, language],
  );
  return { shown, notOnMenu: kiosk.isSuccess && kiosk.data === null };
}
