import type { MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../../lib/money';

/** A product tile: picture, name, price; unavailable ones greyed with the reason and not addable. */
export function ProductCard({
  product,
  onOpen,
}: {
  product: MenuProduct;
  onOpen: (product: MenuProduct) => void;
}) {
  const { t } = useTranslation();
  const available = product.is_available;
  const reason = product.unavailable_reason
    ? t(`kiosk.menu.reasons.${product.unavailable_reason}`)
    : t('kiosk.menu.unavailable');
  const image = product.image_small ?? product.image;

  return (
    <button
      type="button"
      onClick={() => onOpen(product)}
      disabled={!available}
      data-testid="product-card"
      data-product-id={product.id}
      data-available={available}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-[1.75rem] bg-white text-left shadow-card ring-1 ring-line/70',
        'transition-[transform,box-shadow] duration-150 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
        available ? 'hover:shadow-raised active:scale-[0.98]' : 'cursor-not-allowed',
      )}
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-gradient-to-br from-primary-100 to-secondary-100">
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            className={cn(
              'size-full object-cover transition-transform duration-300',
              available ? 'group-active:scale-105' : 'opacity-50 grayscale',
            )}
          />
        )}
        {!available && (
          <span className="absolute top-4 left-4 rounded-full bg-secondary-950/90 px-4 py-2 font-bold text-base text-white uppercase tracking-wide">
            {t('kiosk.menu.soldOut')}
          </span>
        )}
        {available && product.configurable && (
          <span className="absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 font-semibold text-secondary-800 text-sm shadow-sm">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('kiosk.menu.customize')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 px-5 pt-4 pb-5">
        <span
          className={cn(
            'line-clamp-2 font-bold text-xl leading-snug',
            available ? 'text-ink' : 'text-ink-muted',
          )}
        >
          {product.name}
        </span>
        {!available && <span className="font-medium text-base text-red-700">{reason}</span>}
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <span
            className={cn(
              'font-extrabold text-2xl tabular-nums',
              available ? 'text-secondary-900' : 'text-ink-muted line-through',
            )}
            data-testid="product-price"
          >
            {formatTry(product.price_minor)}
          </span>
          {available && (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary-500 text-secondary-950 shadow-sm transition-transform group-active:scale-90"
            >
              <Plus className="size-8" strokeWidth={2.5} />
            </span>
          )}
        </div>
      </div>
    </button>
  );
}
