import type { MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ImageOff, SlidersHorizontal } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-till-menu';

export interface ProductGridProps {
  products: readonly MenuProduct[];
  showImages: boolean;
  /** Index of the keyboard highlight in `products`, or null. */
  highlight: number | null;
  onPick: (product: MenuProduct) => void;
  /** Products with customization steps (opened in the customize dialog). */
  configurable: ReadonlySet<string>;
  /** The grid's column count, for the arrow keys. */
  onColumnsChange: (columns: number) => void;
}

const GAP = 10;
const IMAGE_CARD = { minWidth: 168, height: 204 };
const LIST_ROW = { minWidth: 270, height: 60 };

/**
 * The products as a virtualised grid (only the rows on screen are rendered: 20,000 products scroll
 * smoothly): cards with images, or a dense list without them.
 */
export function ProductGrid({
  products,
  showImages,
  highlight,
  onPick,
  configurable,
  onColumnsChange,
}: ProductGridProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // texts and the price format are worked out once here, not in each of the tiles
  const texts = useMemo<TileTexts>(
    () => ({
      money,
      configurable: t('sale.till.products.configurable'),
      unavailable: {
        out_of_stock: t('sale.till.products.unavailable.out_of_stock'),
        inactive: t('sale.till.products.unavailable.inactive'),
      },
    }),
    [money, t],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const layout = showImages ? IMAGE_CARD : LIST_ROW;
  const columns = Math.max(1, Math.floor((width + GAP) / (layout.minWidth + GAP)));
  const rowCount = Math.ceil(products.length / columns);

  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => onColumnsChange(columns), [columns, onColumnsChange]);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.height + GAP,
    overscan: 2,
  });

  // A new list (category, search, view) starts at the top. Only when the grid is scrolled: the
  // offset the virtualizer keeps from scroll events is read instead of the element's, because a
  // scroll write (or a scrollTop read) right after the grid changed forces the browser to lay the
  // page out at once, inside the keystroke (about 10 ms with a full grid).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list itself changes
  useEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) !== 0) scrollRef.current?.scrollTo({ top: 0 });
  }, [products, showImages]);

  // the highlighted row is scrolled into view only when it is not already in view (same reason)
  useEffect(() => {
    if (highlight === null) return;
    const row = Math.floor(highlight / columns);
    // rows have a fixed height, so a row's place is known without asking the browser
    const top = virtualizer.scrollOffset ?? 0;
    const start = row * (layout.height + GAP);
    // (a row at the top is in view however short the grid was when last measured)
    const inView =
      start === top || (start > top && start + layout.height <= top + (virtualizer.scrollRect?.height ?? 0));
    if (!inView) virtualizer.scrollToIndex(row, { align: 'auto' });
  }, [highlight, columns, virtualizer, layout.height]);

  return (
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-1 pb-4"
      data-testid="product-grid"
      data-columns={columns}
      data-count={products.length}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns;
          const rowProducts = products.slice(start, start + columns);
          return (
            <div
              key={row.key}
              className="absolute inset-x-0 top-0 grid"
              style={{
                transform: `translateY(${row.start}px)`,
                height: layout.height,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gap: GAP,
              }}
            >
              {rowProducts.map((product, offset) => (
                <ProductTile
                  // keyed by place, not product: when the list changes (each search keystroke) the
                  // tiles on screen are updated in place instead of being removed and built again
                  // biome-ignore lint/suspicious/noArrayIndexKey: the place in the row is the identity
                  key={offset}
                  product={product}
                  showImage={showImages}
                  highlighted={highlight === start + offset}
                  configurable={configurable.has(product.id)}
                  onPick={onPick}
                  texts={texts}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface TileTexts {
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

const ProductTile = memo(function ProductTile({
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
  // the small copy first; if it cannot be loaded, the original; then the placeholder
  const [failed, setFailed] = useState<string[]>([]);
  const image = [product.image_small, product.image].find((src) => src && !failed.includes(src)) ?? null;

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
              {texts.configurable}
            </span>
          )}
          {reason && (
            <span className="absolute inset-x-2 bottom-2 rounded-md bg-red-600 px-2 py-0.5 text-center font-bold text-white text-xs uppercase tracking-wide">
              {reason}
            </span>
          )}
        </span>
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
