import type { MenuProduct } from '@kiosk/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-till-menu';
import { ProductTile, type TileTexts } from './product-tile';

export interface ProductGridProps {
  products: readonly MenuProduct[];
  showImages: boolean;
  /** Index of the keyboard highlight in `products`, or null. */
  highlight: number | null;
  onPick: (product: MenuProduct) => void;
  /** Long press or a tile's menu button: the product's "86" dialog. */
  onMenu: (product: MenuProduct) => void;
  /** The count left of the products marked with one ("5 kaldı"). */
  countsLeft: ReadonlyMap<string, number>;
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
  onMenu,
  countsLeft,
  configurable,
  onColumnsChange,
}: ProductGridProps) {
  const texts = useTileTexts();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const layout = showImages ? IMAGE_CARD : LIST_ROW;
  const columns = Math.max(1, Math.floor((width + GAP) / (layout.minWidth + GAP)));
  const rowCount = Math.ceil(products.length / columns);

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
                  countLeft={countsLeft.get(product.id) ?? null}
                  onPick={onPick}
                  onMenu={onMenu}
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

/** The tiles' texts and price format, worked out once here rather than in each of the tiles. */
function useTileTexts(): TileTexts {
  const { t } = useTranslation();
  const money = useMoney();
  return useMemo<TileTexts>(
    () => ({
      money,
      configurable: t('sale.till.products.configurable'),
      unavailable: {
        out_of_stock: t('sale.till.products.unavailable.out_of_stock'),
        inactive: t('sale.till.products.unavailable.inactive'),
      },
      menu: (name) => t('sale.kitchen.soldOut.menu', { name }),
      left: (count) => t('sale.kitchen.soldOut.left', { count }),
    }),
    [money, t],
  );
}

/** The element's inner width, followed as it resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
