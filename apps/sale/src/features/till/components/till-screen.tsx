import type { MenuProduct } from '@kiosk/contracts';
import { unitPrice } from '@kiosk/domain';
import { Button, configurableItemOf, menuCategories, Spinner, toast, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, RefreshCw, WifiOff } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { menu as tillMenu } from '../../../lib/menu';
import { setShowImages, useLocalShowImages } from '../../../lib/show-images';
import { useShowProductImagesSetting } from '../../../lib/show-product-images-setting';
import { addLine, changeSelectedQuantity, type TillLine, useCart } from '../hooks/cart-store';
import { useTillLiveMenu, useTillMenu } from '../hooks/use-till-menu';
import { EMPTY_SCAN, scanKey } from '../utils/barcode-scanner';
import { type CheckoutDraft, checkoutDraft, priceCart } from '../utils/priced-cart';
import { buildSearchIndex, findBySku, prepareLetters, searchProducts } from '../utils/product-search';
import { CartPanel } from './cart-panel';
import { CustomizeDialog, type CustomizeTarget } from './customize-dialog';
import { ProductArea } from './product-area';

export interface TillScreenProps {
  /** Charge: the checkout takes the order from here. Absent: the Charge button stays off. */
  onCharge?: (draft: CheckoutDraft) => void;
}

const ALL = 'all';
const SHORTCUT_KEYS = new Set([
  '/',
  '+',
  '-',
  'Escape',
  'Enter',
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
]);

/**
 * The cashier's selling screen: products (search, category tabs, a virtualised grid) on the left,
 * the current order on the right. Keyboard: `/` search, arrows and Enter pick, `+`/`-` change the
 * selected line, Escape clears the search; a barcode scanner adds the product with that SKU.
 */
export function TillScreen({ onCharge }: TillScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.till.nav.till'), t('common.brand'));
  const state = useTillMenu();
  const live = useTillLiveMenu();
  const cart = useCart();
  const data = state.view;

  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const [subcategoryId, setSubcategoryId] = useState<string | null>(null);
  // the keyboard highlight moved by the arrows, for the list it was moved in
  const [moved, setMoved] = useState<{ list: readonly MenuProduct[]; index: number | null } | null>(null);
  const [customize, setCustomize] = useState<CustomizeTarget | null>(null);
  const columnsRef = useRef(1);
  const searchRef = useRef<HTMLInputElement>(null);
  const scanRef = useRef(EMPTY_SCAN);

  const adminImages = useShowProductImagesSetting();
  const localImages = useLocalShowImages();
  const showImages = adminImages.enabled && localImages;

  const mainCategories = useMemo(
    () => (data ? menuCategories(data).map((c) => ({ id: c.id, name: c.name })) : []),
    [data],
  );

  /** Every listed product in menu order: category, then its own order, then name. */
  const ordered = useMemo(() => {
    if (!data) return [];
    const rank = new Map(mainCategories.map((c, index) => [c.id, index]));
    const collator = new Intl.Collator(data.language);
    return [...data.products].sort(
      (a, b) =>
        (rank.get(a.category_id) ?? 999) - (rank.get(b.category_id) ?? 999) ||
        a.sort_order - b.sort_order ||
        collator.compare(a.name, b.name),
    );
  }, [data, mainCategories]);

  const index = useMemo(() => buildSearchIndex(ordered), [ordered]);
  // the one-letter answers (the first keystroke of a search) are made once the grid is painted
  useEffect(() => {
    const handle = requestIdleCallback(() => prepareLetters(index), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [index]);

  const configurable = useMemo(
    () => new Set(data?.productConfigurations.map((pc) => pc.product_id) ?? []),
    [data],
  );

  const subcategories = useMemo(() => {
    if (!data || categoryId === ALL) return [];
    const used = new Set(
      data.products.filter((p) => p.category_id === categoryId).map((p) => p.subcategory_id),
    );
    return data.categories
      .filter((c) => c.parent_id === categoryId && used.has(c.id))
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((c) => ({ id: c.id, name: c.name }));
  }, [data, categoryId]);

  const products = useMemo(() => {
    if (query.trim()) return searchProducts(index, query);
    if (categoryId === ALL) return ordered;
    return ordered.filter(
      (p) => p.category_id === categoryId && (subcategoryId === null || p.subcategory_id === subcategoryId),
    );
  }, [query, index, ordered, categoryId, subcategoryId]);

  // a new list: its first product is highlighted while searching, nothing otherwise (worked out
  // here rather than set during render, which rendered the screen twice per keystroke)
  const highlight =
    moved && moved.list === products ? moved.index : query.trim() && products.length > 0 ? 0 : null;

  // a category that left the menu (live change) falls back to "all"
  if (data && categoryId !== ALL && !mainCategories.some((c) => c.id === categoryId)) {
    setCategoryId(ALL);
    setSubcategoryId(null);
  }

  const priced = useMemo(() => priceCart(cart.lines, data), [cart.lines, data]);

  const pick = useCallback(
    (product: MenuProduct) => {
      if (!product.is_available) {
        toast.warning(
          t('sale.till.scanner.unavailable', {
            name: product.name,
            reason: t(`sale.till.products.unavailable.${product.unavailable_reason ?? 'inactive'}`),
          }),
        );
        return;
      }
      if (configurable.has(product.id)) {
        setCustomize({ productId: product.id });
        return;
      }
      addLine({
        productId: product.id,
        quantity: 1,
        selection: {},
        unitPriceMinor: unitPrice(configurableItemOf(product, []), {}),
        vatRate: product.vat_rate,
        name: product.name,
      });
    },
    [configurable, t],
  );

  const scan = useCallback(
    (code: string) => {
      const product = findBySku(index, code);
      if (!product) {
        toast.error(t('sale.till.scanner.notFound', { code }));
        return;
      }
      pick(product);
    },
    [index, pick, t],
  );

  const moveHighlight = useCallback(
    (delta: number) => {
      if (products.length === 0) return;
      const index = highlight === null ? 0 : Math.min(products.length - 1, Math.max(0, highlight + delta));
      setMoved({ list: products, index });
    },
    [products, highlight],
  );

  // keys typed outside any field: the scanner and the shortcuts
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;

      const result = scanKey(scanRef.current, event.key, event.timeStamp);
      scanRef.current = result.state;
      if (result.code) {
        event.preventDefault();
        scan(result.code);
        return;
      }
      if (result.consumed) return;

      const columns = columnsRef.current;
      // a key used as a shortcut does not start a scan
      if (SHORTCUT_KEYS.has(event.key)) scanRef.current = EMPTY_SCAN;
      switch (event.key) {
        case '/':
          event.preventDefault();
          searchRef.current?.focus();
          searchRef.current?.select();
          break;
        case '+':
          event.preventDefault();
          changeSelectedQuantity(1);
          break;
        case '-':
          event.preventDefault();
          changeSelectedQuantity(-1);
          break;
        case 'Escape':
          setQuery('');
          setMoved(null);
          break;
        case 'ArrowRight':
        case 'ArrowLeft':
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
          moveHighlight(step);
          break;
        }
        case 'Enter': {
          // a focused button or link does its own thing
          if (target?.closest('button, a')) return;
          const product = highlight === null ? null : products[highlight];
          if (product) {
            event.preventDefault();
            pick(product);
          }
          break;
        }
        default:
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [scan, pick, moveHighlight, highlight, products]);

  const onSearchKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const columns = columnsRef.current;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveHighlight(highlight === null ? 0 : columns);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveHighlight(-columns);
        break;
      case 'Enter': {
        event.preventDefault();
        const product = products[highlight ?? 0];
        if (!query.trim() || !product) return;
        pick(product);
        setQuery('');
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (query) setQuery('');
        else event.currentTarget.blur();
        break;
      case '+':
      case '-':
        // with the search empty (as after adding from it) they change the selected line, as the
        // help line says; while a search is typed they are part of it (SKUs have dashes)
        if (query) return;
        event.preventDefault();
        changeSelectedQuantity(event.key === '+' ? 1 : -1);
        break;
      default:
        break;
    }
  };

  const changeCategory = useCallback((id: string) => {
    setQuery('');
    setCategoryId(id);
    setSubcategoryId(null);
  }, []);

  const onColumnsChange = useCallback((columns: number) => {
    columnsRef.current = columns;
  }, []);

  const editLine = useCallback((line: TillLine) => {
    setCustomize({
      productId: line.productId,
      lineId: line.id,
      selection: line.selection,
      quantity: line.quantity,
      ...(line.note ? { note: line.note } : {}),
    });
  }, []);

  const charge = useMemo(
    () => (onCharge ? () => onCharge(checkoutDraft(priced, cart.orderType, cart.note)) : undefined),
    [onCharge, priced, cart.orderType, cart.note],
  );

  return (
    <div className="grid h-full min-h-0 grid-cols-[minmax(0,1fr)_380px] 2xl:grid-cols-[minmax(0,1fr)_440px]">
      <div className="flex min-h-0 min-w-0 flex-col">
        {state.stale && (
          <p
            role="status"
            className="flex items-center gap-2 bg-amber-50 px-4 py-1.5 text-amber-900 text-sm ring-1 ring-amber-200"
          >
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t('sale.till.products.stale')}
          </p>
        )}
        {!live && data && (
          <p
            role="status"
            className="flex items-center gap-2 bg-surface-muted px-4 py-1 text-ink-muted text-xs"
            data-testid="live-offline"
          >
            <WifiOff className="size-3.5" aria-hidden="true" />
            {t('sale.till.live.connection')}
          </p>
        )}
        {data ? (
          <ProductArea
            menu={data}
            query={query}
            onQueryChange={setQuery}
            onSearchKeyDown={onSearchKeyDown}
            searchRef={searchRef}
            mainCategories={mainCategories}
            subcategories={subcategories}
            categoryId={categoryId}
            subcategoryId={subcategoryId}
            onCategoryChange={changeCategory}
            onSubcategoryChange={setSubcategoryId}
            products={products}
            highlight={highlight}
            onPick={pick}
            configurable={configurable}
            onColumnsChange={onColumnsChange}
            showImages={showImages}
            localShowImages={localImages}
            imagesAllowed={adminImages.enabled}
            onShowImagesChange={setShowImages}
          />
        ) : state.status === 'error' ? (
          <div
            className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
            role="alert"
          >
            <AlertTriangle className="size-10 text-red-600" aria-hidden="true" />
            <p className="font-semibold text-ink text-lg">
              {t(`sale.till.products.errors.${state.error?.key ?? 'noData'}`, {
                status: state.error?.status ?? '',
              })}
            </p>
            <Button variant="outline" onClick={() => void tillMenu.reloadMenu()}>
              <RefreshCw aria-hidden="true" />
              {t('sale.till.products.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <Spinner size="md" showLabel label={t('sale.till.products.loading')} />
          </div>
        )}
      </div>
      <CartPanel
        cart={cart}
        priced={priced}
        menu={data}
        onEdit={editLine}
        {...(charge ? { onCharge: charge } : {})}
      />
      <CustomizeDialog target={customize} menu={data} onClose={() => setCustomize(null)} />
    </div>
  );
}
