import type { MenuData } from '@kiosk/contracts';
import type { PricedCartLine } from '@kiosk/domain';
import { cn, selectionSummary } from '@kiosk/ui';
import { AlertCircle, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';
import type { CartLine } from '../../state/cart';
import { MAX_LINE_QUANTITY } from '../../state/cart';
import { setQuantity } from '../../state/customer-session';
import { QuantityStepper } from '../quantity-stepper';
import { DealPartsText, LinePrice, LineSavings } from './line-pricing';

export interface CartLineItemProps {
  line: CartLine;
  menu: MenuData | null;
  issue?: string | undefined;
  onEdit?: ((line: CartLine) => void) | undefined;
  size?: 'compact' | 'large';
  /** The line as priceCart priced it (savings, a deal's parts); absent: its own price. */
  priced?: PricedCartLine | undefined;
}

/** One cart line: picture, name (in the current language), choices, quantity, total, remove. */
export function CartLineItem({ line, menu, issue, onEdit, size = 'compact', priced }: CartLineItemProps) {
  const { t } = useTranslation();
  const product = menu?.products.find((p) => p.id === line.productId);
  const name = product?.name ?? line.name;
  const choices = selectionSummary(menu, line.productId, line.selection);
  const large = size === 'large';
  const configurable = choices.length > 0 || (product?.configurable ?? false) || line.parts !== undefined;

  return (
    <li
      data-testid="cart-line"
      data-product-id={line.productId}
      className={cn(
        'flex gap-4 rounded-3xl bg-white p-4 shadow-card ring-1',
        issue ? 'ring-2 ring-red-400' : 'ring-line/70',
        large && 'gap-6 p-5',
      )}
    >
      <div
        className={cn('shrink-0 overflow-hidden rounded-2xl bg-primary-50', large ? 'size-28' : 'size-20')}
      >
        {line.image && <img src={line.image} alt="" className="size-full object-cover" draggable={false} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p
              className={cn('font-bold text-ink leading-tight', large ? 'text-2xl' : 'text-xl')}
              data-testid="cart-line-name"
            >
              {name}
            </p>
            {line.parts && <DealPartsText menu={menu} parts={line.parts} large={large} />}
            {choices.length > 0 && (
              <p
                className={cn('mt-1 text-ink-muted', large ? 'text-lg' : 'text-base')}
                data-testid="cart-line-choices"
              >
                {choices.join(' · ')}
              </p>
            )}
          </div>
          <LinePrice line={line} priced={priced} large={large} />
        </div>
        {priced && priced.savings.length > 0 && <LineSavings savings={priced.savings} large={large} />}
        {issue && (
          <p role="alert" className="flex items-center gap-2 font-semibold text-base text-red-700">
            <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
            {t(`kiosk.cart.lineIssues.${issue}`, { defaultValue: t('kiosk.cart.fixLines') })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={line.quantity}
            onChange={(quantity) => setQuantity(line.id, quantity)}
            min={1}
            max={MAX_LINE_QUANTITY}
            decreaseLabel={t('kiosk.product.decreaseNamed', { name })}
            increaseLabel={t('kiosk.product.increaseNamed', { name })}
          />
          {large && line.quantity > 1 && (
            <span className="text-ink-muted text-lg tabular-nums">
              {line.quantity} × {formatTry(priced?.unit_gross_minor ?? line.unitPriceMinor)}
            </span>
          )}
          <div className="ml-auto flex gap-2">
            {onEdit && configurable && product && (
              <button
                type="button"
                onClick={() => onEdit(line)}
                aria-label={`${t('kiosk.cart.edit')}: ${name}`}
                className="inline-flex size-14 items-center justify-center rounded-2xl bg-surface-muted text-secondary-800 transition-colors hover:bg-secondary-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-95"
              >
                <Pencil className="size-6" aria-hidden="true" />
              </button>
            )}
            <button
              type="button"
              onClick={() => setQuantity(line.id, 0)}
              aria-label={t('kiosk.cart.removeNamed', { name })}
              className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 transition-colors hover:bg-red-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200 active:scale-95"
            >
              <Trash2 className="size-6" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
