import { Button, cn, Input, useLanguage } from '@kiosk/ui';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditableProducts } from '../api/get-editable-products';
import type { EditableProduct } from '../utils/edit-lines';
import { searchProducts } from '../utils/edit-lines';
import { listboxKey } from '../utils/listbox-keys';
import { formatOrderMoney } from '../utils/order-format';

export interface ProductSearchProps {
  currency: string;
  onPick: (product: EditableProduct) => void;
}

/**
 * The edit dialog's product search (spec section 2): name or SKU, Turkish-aware, listing name, SKU and
 * price in a ~12rem scrolling list; 'Yükleniyor...' and 'Ürün bulunamadı'. A combobox: arrow keys
 * move, Enter adds.
 */
export function ProductSearch({ currency, onPick }: ProductSearchProps) {
  const { t } = useTranslation();
  const products = useEditableProducts(true);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = { input: useId(), list: useId() };
  const matches = useMemo(() => searchProducts(products.data ?? [], query), [products.data, query]);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));
  const optionId = (index: number) => `${ids.list}-${index}`;

  const scrollTo = (index: number) =>
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = listboxKey(event.key, activeIndex, matches.length);
    if (!action) return;
    event.preventDefault();
    if ('pick' in action) {
      const product = matches[action.pick];
      if (product) onPick(product);
      return;
    }
    setActive(action.move);
    scrollTo(action.move);
  };

  let list: ReactNode;
  if (products.isPending) {
    list = <p className="px-4 py-3 text-ink-muted text-sm">{t('orders.edit.loading')}</p>;
  } else if (products.isError) {
    list = (
      <div role="alert" className="flex items-center justify-between gap-3 px-4 py-3 text-red-700 text-sm">
        {t('orders.edit.productsLoadError')}
        <Button variant="outline" size="sm" onClick={() => void products.refetch()}>
          {t('orders.retry')}
        </Button>
      </div>
    );
  } else if (matches.length === 0) {
    list = <p className="px-4 py-3 text-ink-muted text-sm">{t('orders.edit.noProducts')}</p>;
  } else {
    list = (
      <ProductOptions
        id={ids.list}
        products={matches}
        activeIndex={activeIndex}
        currency={currency}
        onActive={setActive}
        onPick={onPick}
      />
    );
  }

  return (
    <div className="rounded-xl border border-line bg-white shadow-sm" data-testid="product-search">
      <div className="relative border-line border-b p-2">
        <Search
          className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <label htmlFor={ids.input} className="sr-only">
          {t('orders.edit.searchLabel')}
        </label>
        <Input
          id={ids.input}
          type="text"
          enterKeyHint="search"
          role="combobox"
          autoFocus
          autoComplete="off"
          aria-expanded={matches.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
          placeholder={t('orders.edit.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 pl-9 text-sm"
        />
      </div>
      {list}
    </div>
  );
}

/** The matching products as listbox options: name, SKU and price; the active one highlighted. */
function ProductOptions({
  id,
  products,
  activeIndex,
  currency,
  onActive,
  onPick,
}: {
  id: string;
  products: EditableProduct[];
  activeIndex: number;
  currency: string;
  onActive: (index: number) => void;
  onPick: (product: EditableProduct) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('orders.edit.searchLabel')}
      className="max-h-48 overflow-y-auto p-1"
      data-testid="product-results"
    >
      {products.map((product, index) => (
        <div
          key={product.id}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          data-product-name={product.name}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActive(index)}
          onClick={() => onPick(product)}
          onKeyDown={(event) => {
            // the input drives the list; a focused option (some screen readers) picks with Enter or Space
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onPick(product);
            }
          }}
          className={cn(
            'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm',
            index === activeIndex ? 'bg-primary-50 text-ink' : 'text-ink',
          )}
        >
          <span className="min-w-0">
            <span className="block truncate font-medium">{product.name}</span>
            {product.sku && <span className="block text-ink-muted text-xs">{product.sku}</span>}
          </span>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatOrderMoney(product.price_minor, currency, locale)}
          </span>
        </div>
      ))}
    </div>
  );
}
