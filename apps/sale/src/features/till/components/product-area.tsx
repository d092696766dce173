import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { cn } from '@kiosk/ui';
import { Image, LayoutList, Search, X } from 'lucide-react';
import { type KeyboardEvent, memo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryTab } from '../utils/product-list';
import { CategoryTabs } from './category-tabs';
import { ProductGrid } from './product-grid';

export interface ProductAreaProps {
  menu: MenuData;
  query: string;
  onQueryChange: (query: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  mainCategories: CategoryTab[];
  subcategories: CategoryTab[];
  categoryId: string;
  subcategoryId: string | null;
  onCategoryChange: (id: string) => void;
  onSubcategoryChange: (id: string | null) => void;
  products: readonly MenuProduct[];
  highlight: number | null;
  onPick: (product: MenuProduct) => void;
  /** Long press or a tile's menu button: the product's "86" dialog. */
  onMenu: (product: MenuProduct) => void;
  countsLeft: ReadonlyMap<string, number>;
  configurable: ReadonlySet<string>;
  onColumnsChange: (columns: number) => void;
  showImages: boolean;
  localShowImages: boolean;
  imagesAllowed: boolean;
  onShowImagesChange: (show: boolean) => void;
}

/** Search, category tabs (main, then the chosen one's subcategories) and the product grid. */
export function ProductArea(props: ProductAreaProps) {
  const { t } = useTranslation();
  const { query, mainCategories, subcategories, categoryId, subcategoryId, products } = props;
  const searching = query.trim().length > 0;

  return (
    <section className="flex min-h-0 min-w-0 flex-col" aria-label={t('sale.till.products.categories')}>
      <div className="flex items-center gap-3 px-4 pt-3 pb-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            ref={props.searchRef}
            type="search"
            value={query}
            onChange={(e) => props.onQueryChange(e.target.value)}
            onKeyDown={props.onSearchKeyDown}
            placeholder={t('sale.till.products.searchPlaceholder')}
            aria-label={t('sale.till.products.search')}
            aria-keyshortcuts="/"
            autoComplete="off"
            spellCheck={false}
            data-testid="product-search"
            className="h-12 w-full rounded-xl border border-line bg-white pr-20 pl-11 font-medium text-base shadow-sm placeholder:font-normal placeholder:text-ink-muted/70 focus:border-primary-400 focus:outline-none focus:ring-4 focus:ring-primary-100 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => {
                props.onQueryChange('');
                props.searchRef.current?.focus();
              }}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('sale.till.products.clearSearch')}</span>
            </button>
          ) : (
            <kbd
              title={t('sale.till.products.searchShortcut')}
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-md border border-line bg-surface-muted px-2 py-0.5 font-mono text-ink-muted text-xs"
            >
              /
            </kbd>
          )}
        </div>
        <ImagesToggle
          showImages={props.showImages}
          imagesAllowed={props.imagesAllowed}
          onShowImagesChange={props.onShowImagesChange}
        />
      </div>

      <div className="flex flex-col gap-1.5 px-4 pb-2">
        <CategoryTabs
          mainCategories={mainCategories}
          subcategories={subcategories}
          categoryId={categoryId}
          subcategoryId={subcategoryId}
          searching={searching}
          onCategoryChange={props.onCategoryChange}
          onSubcategoryChange={props.onSubcategoryChange}
        />
        <p className="flex items-center justify-between text-ink-muted text-xs" aria-live="polite">
          <span data-testid="product-count">{t('sale.till.products.count', { count: products.length })}</span>
          <span className="hidden lg:inline">{t('sale.till.products.keyboardHelp')}</span>
        </p>
      </div>

      {/* the grid stays mounted (and keeps its scroll state) while a search finds nothing */}
      <div className="relative flex min-h-0 flex-1 flex-col">
        <ProductGrid
          products={products}
          showImages={props.showImages}
          highlight={props.highlight}
          onPick={props.onPick}
          onMenu={props.onMenu}
          countsLeft={props.countsLeft}
          configurable={props.configurable}
          onColumnsChange={props.onColumnsChange}
        />
        {products.length === 0 && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-8 text-center"
            data-testid="no-products"
          >
            <p className="font-semibold text-ink">
              {searching
                ? t('sale.till.products.noResults', { query: query.trim() })
                : t('sale.till.products.empty')}
            </p>
            {searching && <p className="text-ink-muted text-sm">{t('sale.till.products.noResultsHint')}</p>}
          </div>
        )}
      </div>
    </section>
  );
}

// The parts that do not change while typing are memoised: a search keystroke re-renders the
// search box, the count and the grid, not the tabs and the view switch (and their translations).

interface ImagesToggleProps {
  showImages: boolean;
  imagesAllowed: boolean;
  onShowImagesChange: (show: boolean) => void;
}

const ImagesToggle = memo(function ImagesToggle({
  showImages,
  imagesAllowed,
  onShowImagesChange,
}: ImagesToggleProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex shrink-0 items-center rounded-xl border-0 bg-white p-1 ring-1 ring-line">
      <legend className="sr-only">{t('sale.till.settings.display.showImages')}</legend>
      {[
        { show: true, icon: Image, label: t('sale.till.products.imagesOn') },
        { show: false, icon: LayoutList, label: t('sale.till.products.imagesOff') },
      ].map(({ show, icon: Icon, label }) => {
        const active = showImages === show;
        const disabled = show && !imagesAllowed;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            title={disabled ? t('sale.till.products.imagesOffByAdmin') : label}
            onClick={() => onShowImagesChange(show)}
            data-testid={show ? 'view-images' : 'view-list'}
            className={cn(
              'flex size-10 items-center justify-center rounded-lg transition-colors disabled:opacity-30',
              active ? 'bg-secondary-800 text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </button>
        );
      })}
    </fieldset>
  );
});
