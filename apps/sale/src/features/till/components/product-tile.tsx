import type { MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { EllipsisVertical, ImageOff, SlidersHorizontal } from 'lucide-react';
import { memo, useState } from 'react';
import { useLongPress } from '../hooks/use-long-press';

export interface TileTexts {
  money: (minor: number) => string;
  configurable: string;
  unavailable: Record<'out_of_stock' | 'inactive', string>;
  /** The tile's menu button ("86"), for a product name. */
  menu: (name: string) => string;
  /** "5 kaldı": a sold-out mark's count left. */
  left: (count: number) => string;
}

interface ProductTileProps {
  texts: TileTexts;
  product: MenuProduct;
  showImage: boolean;
  highlighted: boolean;
  configurable: boolean;
  /** What is left of the product's count ("5 kaldı"), when it is marked with one. */
  countLeft: number | null;
  onPick: (product: MenuProduct) => void;
  /** Long press or the menu button: the "86" dialog. */
  onMenu: (product: MenuProduct) => void;
}

/**
 * One product: a card with its picture, or a dense row; marked unavailable with the reason when it
 * cannot be sold (a tap then only says why). A long press (about 500 ms) or the small menu button
 * opens the "86" dialog; a tap adds the product.
 */
export const ProductTile = memo(function ProductTile({
  product,
  showImage,
  highlighted,
  configurable,
  countLeft,
  onPick,
  onMenu,
  texts,
}: ProductTileProps) {
  const { money } = texts;
  const unavailable = !product.is_available;
  const reason = unavailable ? texts.unavailable[product.unavailable_reason ?? 'inactive'] : null;
  const left = !reason && countLeft !== null ? texts.left(countLeft) : null;
  const press = useLongPress(() => onMenu(product));

  return (
    <div className="relative flex min-w-0">
      <button
        type="button"
        // not `disabled`: a sold-out tile still answers a long press (to put it back on sale)
        aria-disabled={unavailable || undefined}
        {...press.handlers}
        onClick={() => {
          if (press.allowClick()) onPick(product);
        }}
        data-testid="product-tile"
        data-product-id={product.id}
        data-highlighted={highlighted || undefined}
        data-count-left={left ? countLeft : undefined}
        className={cn(
          'group relative flex size-full min-w-0 select-none overflow-hidden rounded-xl bg-white text-left shadow-card ring-1 ring-line transition-[box-shadow,transform] [-webkit-touch-callout:none]',
          'hover:ring-2 hover:ring-primary-300 active:scale-[0.98] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
          showImage ? 'flex-col' : 'items-center gap-3 pr-12 pl-3',
          highlighted && 'ring-[3px] ring-primary-500 hover:ring-primary-500',
          unavailable && 'cursor-not-allowed bg-surface-muted shadow-none active:scale-100',
        )}
      >
        {showImage && (
          <TileImage
            product={product}
            configurable={configurable}
            reason={reason}
            left={left}
            label={texts.configurable}
          />
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
            {!showImage && (reason || left) && (
              <span
                className={cn(
                  'truncate rounded px-1.5 py-0.5 font-semibold text-[11px]',
                  reason ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
                )}
              >
                {reason ?? left}
              </span>
            )}
            {!showImage && !reason && !left && product.sku && (
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
      <TileMenuButton label={texts.menu(product.name)} list={!showImage} onClick={() => onMenu(product)} />
    </div>
  );
});

/** The tile's small menu button ("86"): a 44 px target around a small round button. */
function TileMenuButton({ label, list, onClick }: { label: string; list: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid="product-tile-menu"
      className={cn(
        'group/menu absolute flex size-11 items-center justify-center rounded-full focus-visible:outline-none',
        list ? 'top-1/2 right-1 -translate-y-1/2' : 'top-0.5 right-0.5',
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-white/90 text-secondary-700 shadow-sm ring-1 ring-line group-hover/menu:bg-white group-hover/menu:text-ink group-focus-visible/menu:ring-2 group-focus-visible/menu:ring-primary-500">
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </span>
    </button>
  );
}

/** The tile's picture (the small copy, else the original, else a placeholder) with its badges. */
function TileImage({
  product,
  configurable,
  reason,
  left,
  label,
}: {
  product: MenuProduct;
  configurable: boolean;
  reason: string | null;
  left: string | null;
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
      {left && (
        <span className="absolute bottom-2 left-2 rounded-md bg-amber-400 px-2 py-0.5 font-bold text-amber-950 text-xs">
          {left}
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
