import type { MenuProduct } from '@kiosk/contracts';
import { ALL_CATEGORY_ID, menuCategories, productSections, Spinner, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, ArrowRight, CloudOff, RefreshCw, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLineItem } from '../../../components/cart/cart-line-item';
import { CartTotals } from '../../../components/cart/cart-totals';
import { KioskButton } from '../../../components/kiosk-button';
import { ProductDialog, type ProductDialogTarget } from '../../../components/product-dialog';
import { SessionHeader } from '../../../components/session-header';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { type CartLine, itemCount, totalsOf } from '../../../state/cart';
import { useCustomerSession } from '../../../state/customer-session';
import { type MenuError, reloadMenu, useMenu } from '../../../state/menu-store';
import { type CategoryTab, CategoryTabs } from './category-tabs';
import { ProductCard } from './product-card';

export function menuErrorText(
  t: (key: string, values?: Record<string, unknown>) => string,
  error: MenuError,
) {
  return t(`kiosk.menu.errors.${error.key}`, { status: error.status ?? 0 });
}

/** The menu: category tabs, the product grid and (landscape) the cart beside it, or (portrait) a cart bar. */
export function MenuScreen() {
  const { t } = useTranslation();
  const menu = useMenu();
  const view = menu.view;
  const [category, setCategory] = useState(ALL_CATEGORY_ID);
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('kiosk.menu.title'), t('common.brand'));

  const tabs = useMemo<CategoryTab[]>(() => {
    if (!view) return [];
    const all = view.categories.find((c) => c.id === ALL_CATEGORY_ID);
    return [
      { id: ALL_CATEGORY_ID, name: all?.name || t('kiosk.menu.all'), icon: all?.icon ?? 'UtensilsCrossed' },
      ...menuCategories(view).map((c) => ({ id: c.id, name: c.name, icon: c.icon })),
    ];
  }, [view, t]);

  // a category that disappeared (live change) falls back to "all"
  useEffect(() => {
    if (tabs.length > 0 && !tabs.some((tab) => tab.id === category)) setCategory(ALL_CATEGORY_ID);
  }, [tabs, category]);

  const sections = useMemo(
    () => (view ? productSections(view, category, t('kiosk.menu.other')) : []),
    [view, category, t],
  );

  const open = (product: MenuProduct) => {
    if (product.is_available) setTarget({ productId: product.id });
  };

  return (
    <div className="flex h-(--kiosk-screen) flex-col bg-surface-muted">
      <SessionHeader />
      <div className="flex min-h-0 flex-1">
        <main className="flex min-w-0 flex-1 flex-col" aria-label={t('kiosk.menu.title')}>
          {tabs.length > 0 && (
            <CategoryTabs
              tabs={tabs}
              selected={category}
              onSelect={(id) => {
                setCategory(id);
                scroller.current?.scrollTo({ top: 0 });
              }}
            />
          )}
          {menu.stale && menu.error && (
            <p
              className="flex items-center gap-3 bg-amber-100 px-8 py-3 font-medium text-amber-900 text-lg"
              role="status"
            >
              <CloudOff className="size-6 shrink-0" aria-hidden="true" />
              {t('kiosk.menu.stale')}
            </p>
          )}
          <div
            ref={scroller}
            className="@container min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-6 pb-10 lg:px-8"
          >
            {!view && menu.status !== 'error' && (
              <div className="grid h-full place-items-center">
                <Spinner size="lg" showLabel label={t('kiosk.menu.loading')} />
              </div>
            )}
            {!view && menu.status === 'error' && menu.error && <MenuLoadFailed error={menu.error} />}
            {view &&
              sections.map((section) => (
                <section key={section.id} aria-labelledby={`section-${section.id}`} className="mb-10">
                  {section.title && (
                    <h2
                      id={`section-${section.id}`}
                      className="mb-5 font-extrabold text-3xl text-secondary-900 tracking-tight"
                    >
                      {section.title}
                    </h2>
                  )}
                  <div className="grid grid-cols-2 gap-5 @3xl:grid-cols-3 @6xl:grid-cols-4 @[110rem]:grid-cols-5">
                    {section.products.map((product) => (
                      <ProductCard key={product.id} product={product} onOpen={open} />
                    ))}
                  </div>
                </section>
              ))}
            {view && sections.length === 0 && (
              <p className="py-24 text-center text-2xl text-ink-muted">{t('kiosk.menu.empty')}</p>
            )}
          </div>
        </main>
        <CartAside
          onEdit={(line) =>
            setTarget({
              productId: line.productId,
              lineId: line.id,
              selection: line.selection,
              quantity: line.quantity,
            })
          }
        />
      </div>
      <CartBar />
      <ProductDialog target={target} menu={view} onClose={() => setTarget(null)} />
    </div>
  );
}

function MenuLoadFailed({ error }: { error: MenuError }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 py-24 text-center" role="alert">
      <span className="grid size-24 place-items-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle className="size-12" aria-hidden="true" />
      </span>
      <h2 className="font-extrabold text-3xl text-secondary-900">{t('kiosk.menu.loadFailed')}</h2>
      <p className="text-ink-muted text-xl">{menuErrorText(t, error)}</p>
      <KioskButton
        size="xl"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await reloadMenu();
          setBusy(false);
        }}
      >
        {!busy && <RefreshCw aria-hidden="true" />}
        {t('kiosk.common.retry')}
      </KioskButton>
    </div>
  );
}

/** Landscape: the cart stays beside the menu. */
function CartAside({ onEdit }: { onEdit: (line: CartLine) => void }) {
  const { t } = useTranslation();
  const { lines, lineIssues } = useCustomerSession();
  const { view } = useMenu();
  const totals = totalsOf(lines);
  const count = itemCount(lines);
  return (
    <aside
      aria-label={t('kiosk.cart.title')}
      data-testid="cart-panel"
      className="hidden w-[32rem] shrink-0 flex-col border-line border-l bg-white portrait:hidden landscape:flex"
    >
      <div className="flex items-center justify-between gap-3 px-6 pt-6 pb-4">
        <h2 className="font-extrabold text-3xl text-secondary-900 tracking-tight">{t('kiosk.cart.title')}</h2>
        {count > 0 && (
          <span className="rounded-full bg-primary-100 px-4 py-1.5 font-bold text-lg text-primary-900">
            {t('kiosk.cart.items', { count })}
          </span>
        )}
      </div>
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-10 text-center">
          <span className="grid size-28 place-items-center rounded-full bg-surface-muted text-secondary-400">
            <ShoppingBag className="size-14" aria-hidden="true" />
          </span>
          <p className="font-bold text-2xl text-secondary-900">{t('kiosk.cart.empty')}</p>
          <p className="text-ink-muted text-lg">{t('kiosk.cart.emptyHint')}</p>
        </div>
      ) : (
        <ul className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-surface-muted/60 px-4 py-4">
          {lines.map((line) => (
            <CartLineItem key={line.id} line={line} menu={view} issue={lineIssues[line.id]} onEdit={onEdit} />
          ))}
        </ul>
      )}
      <div className="border-line border-t px-6 pt-5 pb-6">
        <CartTotals totals={totals} />
        <KioskButton
          size="xl"
          className="mt-5 w-full justify-between"
          disabled={lines.length === 0}
          onClick={() => navigate(ROUTES.cart)}
          data-testid="checkout"
        >
          {t('kiosk.cart.checkout')}
          <ArrowRight className="size-8" aria-hidden="true" />
        </KioskButton>
      </div>
    </aside>
  );
}

/** Portrait: a bar at the bottom with the count, the total and the way to the cart. */
function CartBar() {
  const { t } = useTranslation();
  const { lines } = useCustomerSession();
  const totals = totalsOf(lines);
  const count = itemCount(lines);
  return (
    <div
      className="border-line border-t bg-white px-6 py-5 shadow-[0_-8px_24px_-12px_rgb(42_29_20/0.25)] landscape:hidden"
      data-testid="cart-bar"
    >
      <button
        type="button"
        disabled={lines.length === 0}
        onClick={() => navigate(ROUTES.cart)}
        className="flex h-24 w-full items-center gap-5 rounded-[1.75rem] bg-secondary-900 px-8 text-white transition-transform focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 active:scale-[0.99] disabled:bg-secondary-200 disabled:text-secondary-600"
      >
        <span className="relative grid size-14 place-items-center rounded-2xl bg-primary-500 text-secondary-950">
          <ShoppingBag className="size-8" aria-hidden="true" />
          {count > 0 && (
            <span className="absolute -top-2 -right-2 grid min-w-8 place-items-center rounded-full bg-white px-1.5 font-extrabold text-base text-secondary-950 ring-2 ring-secondary-900">
              {count}
            </span>
          )}
        </span>
        <span className="flex flex-col text-left">
          <span className="font-bold text-2xl">
            {lines.length === 0 ? t('kiosk.cart.empty') : t('kiosk.cart.viewCart')}
          </span>
          {count > 0 && <span className="text-lg text-white/70">{t('kiosk.cart.items', { count })}</span>}
        </span>
        <span className="ml-auto font-extrabold text-3xl tabular-nums" data-testid="cart-bar-total">
          {formatTry(totals.total_minor)}
        </span>
        <ArrowRight className="size-9" aria-hidden="true" />
      </button>
    </div>
  );
}
