import type { MenuData } from '@kiosk/contracts';
import type { DealPart, PricedCartLine, Saving } from '@kiosk/domain';
import { cn, selectionSummary } from '@kiosk/ui';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../lib/money';
import type { CartLine } from '../../state/cart';

/** The line's total: what it costs after its savings, the list price struck through above it. */
export function LinePrice({
  line,
  priced,
  large,
}: {
  line: CartLine;
  priced: PricedCartLine | undefined;
  large: boolean;
}) {
  const { t } = useTranslation();
  const total = priced ? priced.net_minor : line.unitPriceMinor * line.quantity;
  const saved = priced !== undefined && priced.discount_minor > 0;
  return (
    <div className="flex shrink-0 flex-col items-end">
      {saved && (
        <s
          className={cn('text-ink-muted tabular-nums', large ? 'text-lg' : 'text-base')}
          data-testid="cart-line-list-price"
        >
          <span className="sr-only">
            {t('kiosk.pricing.listPrice', { amount: formatTry(priced.gross_minor) })}
          </span>
          <span aria-hidden="true">{formatTry(priced.gross_minor)}</span>
        </s>
      )}
      <p
        className={cn(
          'font-extrabold tabular-nums',
          saved ? 'text-emerald-700' : 'text-secondary-900',
          large ? 'text-2xl' : 'text-xl',
        )}
        data-testid="cart-line-total"
        data-total-minor={total}
      >
        {formatTry(total)}
      </p>
    </div>
  );
}

/** "Happy hour −12,00 ₺": each promotion that gave the line something. */
export function LineSavings({ savings, large }: { savings: Saving[]; large: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {savings.map((saving) => (
        <li
          key={`${saving.kind}:${saving.id}`}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800',
            large ? 'text-lg' : 'text-base',
          )}
          data-testid="cart-line-saving"
        >
          <Tag className="size-4 shrink-0" aria-hidden="true" />
          {t('kiosk.pricing.saving', { name: saving.name, amount: formatTry(saving.amount_minor) })}
        </li>
      ))}
    </ul>
  );
}

/** A meal deal's parts under its name ("Klasik Burger (Susamlı) · Patates · Kola"). */
export function DealPartsText({
  menu,
  parts,
  large,
}: {
  menu: MenuData | null;
  parts: readonly DealPart[];
  large: boolean;
}) {
  const names = parts.map((part) => {
    const name = menu?.products.find((p) => p.id === part.product_id)?.name ?? '';
    const options = selectionSummary(menu, part.product_id, part.selection);
    return options.length > 0 ? `${name} (${options.join(', ')})` : name;
  });
  return (
    <p className={cn('mt-1 text-ink-muted', large ? 'text-lg' : 'text-base')} data-testid="cart-line-parts">
      {names.join(' · ')}
    </p>
  );
}
