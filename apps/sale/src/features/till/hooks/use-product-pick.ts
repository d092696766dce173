import type { MenuProduct } from '@kiosk/contracts';
import { unitPrice } from '@kiosk/domain';
import { configurableItemOf, toast } from '@kiosk/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findBySku, type SearchIndex } from '../utils/product-search';
import { addLine } from './cart-store';

/**
 * Picking a product (a tap, Enter, or a scanned SKU): an unavailable one is refused with a
 * warning, a meal deal opens its dialog, a configurable one its customisation, any other is added
 * to the order at once.
 */
export function useProductPick(input: {
  index: SearchIndex;
  configurable: ReadonlySet<string>;
  /** Meal deal products: they open the deal dialog. */
  deals: ReadonlySet<string>;
  onCustomize(productId: string): void;
  onDeal(productId: string): void;
}) {
  const { index, configurable, deals, onCustomize, onDeal } = input;
  const { t } = useTranslation();
  const pick = useCallback(
    (product: MenuProduct) => {
      if (!product.is_available) {
        toast.warning(
          t('sale.till.scanner.unavailable', {
            name: product.name,
            reason: t(`sale.till.products.unavailable.${product.unavailable_reason ?? 'inactive'}`),
          }),
        );
        return;
      }
      if (deals.has(product.id)) {
        onDeal(product.id);
        return;
      }
      if (configurable.has(product.id)) {
        onCustomize(product.id);
        return;
      }
      addLine({
        productId: product.id,
        quantity: 1,
        selection: {},
        unitPriceMinor: unitPrice(configurableItemOf(product, []), {}),
        vatRate: product.vat_rate,
        name: product.name,
      });
    },
    [configurable, deals, onCustomize, onDeal, t],
  );

  const scan = useCallback(
    (code: string) => {
      const product = findBySku(index, code);
      if (!product) {
        toast.error(t('sale.till.scanner.notFound', { code }));
        return;
      }
      pick(product);
    },
    [index, pick, t],
  );
  return { pick, scan };
}
