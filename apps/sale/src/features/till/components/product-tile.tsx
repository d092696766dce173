import type { MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { ImageOff, SlidersHorizontal } from 'lucide-react';
import { memo, useState } from 'react';

export interface TileTexts {
  money: (minor: number) => string;
  configurable: string;
  unavailable: Record<'out_of_stock' | 'inactive', string>;
}

interface ProductTileProps {
  texts: TileTexts;
  product: MenuProduct;
  showImage: boolean;
  highlighted: boolean;
  configurable: boolean;
  onPick: (product: MenuProduct) => void;
}

/** One product: a card with its picture, or a dense row; disabled with the reason when it cannot be sold. */
export const ProductTile = memo(function ProductTile({
  product,
  showImage,
  highlighted,
  configurable,
  onPick,
  texts,
}: ProductTileProps) {
  const { money } = texts;
  const unavailable = !product.is_available;
  const reason = unavailable ? texts.unavailable[product.unavailable_reason ?? 'inactive'] : null;

  return (
    <button
      type="button"
      disabled={unavailable}
      onClick={() => onPick(product)}
      data-testid="product-tile"
      data-product-id={product.id}
      data-highlighted={highlighted || undefined}
      className={cn(
        'group relative flex min-w-0 overflow-hidden rounded-xl bg-white text-left shadow-card ring-1 ring-line transition-[box-shadow,transform]',
        'hover:ring-2 hover:ring-primary-300 active:scale-[0.98] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        showImage ? 'flex-col' : 'items-center gap-3 px-3',
        highlighted && 'ring-[3px] ring-primary-500 hover:ring-primary-500',
        unavailable && 'cursor-not-allowed bg-surface-muted shadow-none',
      )}
    >
      {showImage && (
        <TileImage product={product} configurable={configurable} reason={reason} label={texts.configurable} />
      )}
      <span className={cn('flex min-w-0 flex-1 flex-col', showImage ? 'justify-between p-2.5' : 'py-1.5')}>
        <span
          className={cn(
            'font-semibold text-ink leading-snug',
            showImage ? 'line-clamp-2 text-sm' : 'truncate text-sm',
            unavailable && 'text-ink-muted',
          )}
        >
          {product.name}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn('font-bold tabular-nums', unavailable ? 'text-ink-muted' : 'text-secondary-800')}
          >
            {money(product.price_minor)}
          </span>
          {!showImage && reason && (
            <span className="truncate rounded bg-red-100 px-1.5 py-0.5 font-semibold text-[11px] text-red-800">
              {reason}
            </span>
          )}
          {!showImage && !reason && product.sku && (
            <span className="ml-auto truncate text-[11px] text-ink-muted">{product.sku}</span>
          )}
          {!showImage && !reason && configurable && (
            <SlidersHorizontal
              className="size-3.5 shrink-0 text-secondary-400"
              aria-label={texts.configurable}
            />
          )}
          {showImage && product.sku && (
            <span className="truncate text-[11px] text-ink-muted">{product.sku}</span>
          )}
        </span>
      </span>
    </button>
  );
});

/** The tile's picture (the small copy, else the original, else a placeholder) with its badges. */
function TileImage({
  product,
  configurable,
  reason,
  label,
}: {
  product: MenuProduct;
  configurable: boolean;
  reason: string | null;
  label: string;
}) {
  const unavailable = !product.is_available;
  // the small copy first; if it cannot be loaded, the original; then the placeholder
  const [failed, setFailed] = useState<string[]>([]);
  const image = [product.image_small, product.image].find((src) => src && !failed.includes(src)) ?? null;
  return (
    <span className="relative block h-[112px] shrink-0 bg-gradient-to-br from-primary-50 to-secondary-100">
      {image ? (
        <img
          // a new element for another picture: a reused tile never shows the previous product's
          key={image}
          src={image}
          onError={() => setFailed((list) => [...list, image])}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          className={cn('size-full object-cover', unavailable && 'opacity-50 grayscale')}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-secondary-300">
          <ImageOff className="size-8" aria-hidden="true" />
        </span>
      )}
      {configurable && !unavailable && (
        <span className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-secondary-900/85 px-2 py-0.5 font-semibold text-[11px] text-white">
          <SlidersHorizontal className="size-3" aria-hidden="true" />
          {label}
        </span>
      )}
      {reason && (
        <span className="absolute inset-x-2 bottom-2 rounded-md bg-red-600 px-2 py-0.5 text-center font-bold text-white text-xs uppercase tracking-wide">
          {reason}
        </span>
      )}
    </span>
  );
}
