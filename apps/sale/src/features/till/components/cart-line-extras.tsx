import type { MenuData } from '@kiosk/contracts';
import { selectionSummary } from '@kiosk/ui';
import { Sparkles, Tag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { removeDiscount, type TillLine } from '../hooks/cart-store';
import { type LineUpgrade, upgradeLine } from '../hooks/use-menu-upgrades';
import { useMoney } from '../hooks/use-till-menu';
import type { PricedLine } from '../utils/priced-cart';

/** A deal line's parts, each with its own options, under the deal's name. */
export function LineParts({ entry, menu }: { entry: PricedLine<TillLine>; menu: MenuData | null }) {
  const parts = entry.line.parts ?? [];
  if (parts.length === 0) return null;
  return (
    <ul className="mt-0.5 space-y-0.5 text-ink-muted text-xs leading-snug" data-testid="line-parts">
      {parts.map((part, index) => {
        const name = menu?.products.find((p) => p.id === part.product_id)?.name ?? '—';
        const options = selectionSummary(menu, part.product_id, part.selection);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the deal is its identity
          <li key={index} data-testid="line-part">
            • {name}
            {options.length > 0 && <span> ({options.join(', ')})</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The line's savings: promotions by name, manual discounts by reason (a line's own one removable
 * here; an order discount's share is removed at the order's total).
 */
export function LineSavings({
  entry,
  discounts,
}: {
  entry: PricedLine<TillLine>;
  discounts: readonly CartDiscount[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const own = new Set(discounts.filter((d) => d.lineId === entry.line.id).map((d) => d.id));
  const savings = entry.savings.filter((s) => s.kind === 'promotion' || own.has(s.id));
  if (savings.length === 0) return null;
  return (
    <ul className="pointer-events-auto relative mt-1 space-y-0.5" data-testid="line-savings">
      {savings.map((saving) => (
        <li
          key={`${saving.kind}:${saving.id}`}
          className="flex items-center gap-1.5 text-emerald-800 text-xs"
          data-testid="line-saving"
        >
          <Tag className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{saving.name}</span>
          <span className="font-semibold tabular-nums">−{money(saving.amount_minor)}</span>
          {saving.kind === 'manual' && (
            <button
              type="button"
              onClick={() => removeDiscount(saving.id)}
              aria-label={t('sale.pricing.discount.remove', { reason: saving.name })}
              title={t('sale.pricing.discount.remove', { reason: saving.name })}
              data-testid="remove-discount"
              className="-my-2 flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-red-50 hover:text-red-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Menü yap +X TL": one tap makes the line the cheapest deal that takes its product. */
export function MenuUpgradeButton({ line, upgrade }: { line: TillLine; upgrade: LineUpgrade }) {
  const { t } = useTranslation();
  const money = useMoney();
  const extra = upgrade.extra_minor;
  const text =
    extra >= 0
      ? t('sale.pricing.upgrade.button', { extra: money(extra) })
      : t('sale.pricing.upgrade.cheaper', { extra: `−${money(-extra)}` });
  return (
    <button
      type="button"
      onClick={() => upgradeLine(line, upgrade)}
      title={t('sale.pricing.upgrade.label', { name: line.name, deal: upgrade.deal_name })}
      data-testid="menu-upgrade"
      className="pointer-events-auto relative mt-1.5 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-amber-50 px-3 font-semibold text-amber-900 text-sm ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      <Sparkles className="size-4" aria-hidden="true" />
      {text}
    </button>
  );
}
