import type { Deal } from '@kiosk/contracts';
import { Button, usePriceFormatter } from '@kiosk/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from '../api/get-pricing-choices';

/** One deal in the list: name, price, and each group's products with their price differences. */
export function DealCard({
  deal,
  products,
  onEdit,
  onDelete,
}: {
  deal: Deal;
  products: ProductChoice[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name ?? id;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-card"
      data-testid="deal-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-ink text-lg">{deal.name}</h2>
          <p className="text-ink-muted text-sm">
            {formatPrice(deal.price_minor)} ·{' '}
            {t('pricing.deals.groupsSummary', { count: deal.groups.length })}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`${t('pricing.common.edit')}: ${deal.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`${t('pricing.common.delete')}: ${deal.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        {deal.groups.map((group) => (
          <div key={group.id} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-ink">{group.name}:</dt>
            <dd className="text-ink-muted">
              {group.choices
                .map((c) =>
                  c.price_delta_minor === 0
                    ? nameOf(c.product_id)
                    : `${nameOf(c.product_id)} (${c.price_delta_minor > 0 ? '+' : ''}${formatPrice(c.price_delta_minor)})`,
                )
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
