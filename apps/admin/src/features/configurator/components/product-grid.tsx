import { Button, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { Layers, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { localizedName } from '../utils/localized-name';
import { ConfigurationStatus, InactiveBadge } from './configuration-status';
import { ProductThumbnail } from './product-thumbnail';

export interface ProductListProps {
  products: ConfigurableProduct[];
  onEdit: (product: ConfigurableProduct) => void;
  onDelete: (product: ConfigurableProduct) => void;
}

/** Grid cards: image, name, price; 'Configured' with steps and options, or 'Add Configuration'. */
export function ProductGrid({ products, onEdit, onDelete }: ProductListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPrice } = usePriceFormatter();
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      data-testid="configurator-grid"
    >
      {products.map((product) => {
        const name = localizedName(product, language);
        return (
          <li
            key={product.id}
            data-testid="configurable-product"
            data-product-name={product.name}
            className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-raised"
          >
            <div className="relative">
              <ProductThumbnail src={product.image} className="aspect-[16/10] w-full" />
              <div className="absolute top-3 left-3 flex flex-wrap gap-2">
                <ConfigurationStatus configured={product.configured} className="shadow-sm" />
                {!product.is_active && <InactiveBadge />}
              </div>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 font-semibold text-ink leading-snug">{name}</h2>
                <p className="shrink-0 font-bold text-secondary-700 tabular-nums">
                  {formatPrice(product.price_minor)}
                </p>
              </div>
              {product.configured ? (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <Layers className="size-4" aria-hidden="true" />
                    {t('configurator.counts.steps', { count: product.step_count })}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <ListChecks className="size-4" aria-hidden="true" />
                    {t('configurator.counts.options', { count: product.option_count })}
                  </span>
                </p>
              ) : (
                <p className="mt-2 text-ink-muted text-sm">{t('configurator.notConfiguredHint')}</p>
              )}
              <div className="mt-auto flex gap-2 pt-4">
                {product.configured ? (
                  <>
                    <Button
                      variant="outline"
                      className="flex-1"
                      onClick={() => onEdit(product)}
                      aria-label={t('configurator.actions.editFor', { name })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('configurator.actions.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-600 hover:bg-red-50 hover:text-red-700"
                      onClick={() => onDelete(product)}
                      aria-label={t('configurator.actions.deleteFor', { name })}
                      title={t('configurator.actions.delete')}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                ) : (
                  <Button
                    className="flex-1"
                    onClick={() => onEdit(product)}
                    aria-label={t('configurator.actions.addFor', { name })}
                  >
                    <Plus aria-hidden="true" />
                    {t('configurator.actions.add')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
