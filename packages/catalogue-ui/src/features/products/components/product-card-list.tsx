import type { Category, Product } from '@kiosk/contracts';
import { Badge, cn, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalogue/localized';
import { ActiveSwitch, RowActions, StockSwitch } from './product-row-controls';
import { useNames } from './product-table';
import { ProductThumb } from './product-thumb';

/** The products as cards, for narrow (touch) screens. */
export function ProductCardList({
  products,
  categories,
  onEdit,
  onDelete,
  stale,
}: {
  products: readonly Product[];
  categories: readonly Category[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  const names = useNames(categories);
  return (
    <ul className={cn('space-y-3 transition-opacity', stale && 'opacity-60')}>
      {products.map((product) => {
        const name = localizedName(product, language);
        const placement = names.placement(product);
        return (
          <li
            key={product.id}
            data-testid="product-row"
            className={cn(
              'rounded-2xl border border-line bg-white p-4 shadow-card',
              !product.is_active && 'bg-surface-muted/60',
            )}
          >
            <div className="flex items-start gap-3">
              <ProductThumb src={product.image} className="size-16" />
              <div className="min-w-0 flex-1">
                <p
                  className="line-clamp-3 break-words font-semibold text-ink"
                  data-testid="product-name"
                  title={name}
                >
                  {name}
                </p>
                {product.sku && <p className="font-mono text-ink-muted text-xs">{product.sku}</p>}
                <p className="text-ink-muted text-sm">
                  {placement.main}
                  {placement.sub ? ` › ${placement.sub}` : ''}
                </p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {product.configurable && (
                    <Badge tone="gold">{t('catalogue.products.columns.configurable')}</Badge>
                  )}
                  {product.is_option_only && (
                    <Badge tone="info">{t('catalogue.products.row.optionOnly')}</Badge>
                  )}
                </div>
              </div>
              <p className="shrink-0 font-semibold text-ink tabular-nums" data-testid="product-price">
                {formatPrice(product.price_minor)}
              </p>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-line border-t pt-2">
              <div className="flex flex-wrap items-center gap-x-4">
                <ActiveSwitch product={product} name={name} />
                <StockSwitch product={product} name={name} />
              </div>
              <RowActions name={name} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
