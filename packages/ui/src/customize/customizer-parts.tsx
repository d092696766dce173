import type { MenuProduct } from '@kiosk/contracts';
import { MAX_LINE_QUANTITY } from '@kiosk/domain';
import { AlertCircle, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from './kiosk-button.js';
import { formatTry } from './kiosk-money.js';
import { QuantityStepper } from './quantity-stepper.js';

/** The product's price, unit and KDV over its steps. */
export function PriceLine({
  product,
}: {
  product: Pick<MenuProduct, 'price_minor' | 'unit_name'> & { vat_rate: number | null };
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-lg text-ink-muted">
      <span className="font-extrabold text-3xl text-secondary-900 tabular-nums">
        {formatTry(product.price_minor)}
      </span>
      {product.unit_name && (
        <>
          <span>
            {t('kiosk.product.perUnit', { unit: product.unit_name.toLocaleLowerCase(i18n.language) })}
          </span>
          <span>·</span>
        </>
      )}
      <span>{t('kiosk.common.vatIncluded')}</span>
      {product.vat_rate !== null && (
        <span className="rounded-full bg-surface-muted px-3 py-1 text-base">
          {t('kiosk.product.vatRate', { rate: product.vat_rate })}
        </span>
      )}
    </div>
  );
}

/** The bottom bar: the required-selections message, the quantity and "Add to cart" with the running price. */
export function CustomizerFooter({
  missing,
  quantity,
  onQuantityChange,
  total,
  available,
  editing,
  onSubmit,
}: {
  /** Show that required steps are unanswered. */
  missing: boolean;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  total: number;
  available: boolean;
  editing: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-5 border-line border-t bg-surface px-8 py-6 sm:px-10">
      {missing && (
        <p role="alert" className="flex w-full items-center gap-3 font-semibold text-red-700 text-xl">
          <AlertCircle className="size-7 shrink-0" aria-hidden="true" />
          {t('kiosk.product.requiredSelections')}
        </p>
      )}
      <QuantityStepper
        value={quantity}
        onChange={onQuantityChange}
        min={1}
        max={MAX_LINE_QUANTITY}
        size="lg"
        decreaseLabel={t('kiosk.product.decrease')}
        increaseLabel={t('kiosk.product.increase')}
        testId="product-quantity"
      />
      <KioskButton
        size="xl"
        className="min-w-0 flex-1 justify-between"
        onClick={onSubmit}
        disabled={!available}
        data-testid="add-to-cart"
      >
        <span className="inline-flex items-center gap-3">
          <ShoppingCart className="size-8" aria-hidden="true" />
          {editing ? t('kiosk.product.update') : t('kiosk.product.addToCart')}
        </span>
        <span className="font-extrabold tabular-nums" data-testid="running-price" data-total-minor={total}>
          {formatTry(total)}
        </span>
      </KioskButton>
    </div>
  );
}
