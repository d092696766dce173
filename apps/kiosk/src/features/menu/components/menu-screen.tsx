import type { MenuProduct } from '@kiosk/contracts';
import { ALL_CATEGORY_ID, productSections, useDocumentTitle, useMediaQuery } from '@kiosk/ui';
import { CloudOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductDialog, type ProductDialogTarget } from '../../../components/product-dialog';
import { SessionHeader } from '../../../components/session-header';
import { menuAt } from '../../../lib/pricing/menu-pricing';
import { useMenuClock } from '../../../state/menu-clock';
import { useMenu } from '../../../state/menu-store';
import { fallbackCategory, menuTabs } from '../utils/menu-tabs';
import { CategoryTabs } from './category-tabs';
import { CartAside, CartBar } from './menu-cart';
import { MenuProducts } from './menu-products';

/** The menu: category tabs, the product grid and (landscape) the cart beside it, or (portrait) a cart bar. */
export function MenuScreen() {
  const { t } = useTranslation();
  const menu = useMenu();
  const at = useMenuClock();
  // products and categories outside their hours are not shown (they come back at the boundary)
  const view = useMemo(() => (menu.view ? menuAt(menu.view, at) : null), [menu.view, at]);
  const [category, setCategory] = useState(ALL_CATEGORY_ID);
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // only the cart this screen shows is rendered (the other one's lines and pricing cost a cheap kiosk's time)
  const landscape = useMediaQuery('(orientation: landscape)');
  useDocumentTitle(t('kiosk.menu.title'), t('common.brand'));

  const tabs = useMemo(() => menuTabs(view, t('kiosk.menu.all')), [view, t]);

  // a category that disappeared (live change) falls back to "all"
  useEffect(() => {
    const fallback = fallbackCategory(tabs, category);
    if (fallback !== null) setCategory(fallback);
  }, [tabs, category]);

  const sections = useMemo(
    () => (view ? productSections(view, category, t('kiosk.menu.other')) : []),
    [view, category, t],
  );

  // stable props: opening or closing a product's dialog does not render the product grid again
  const open = useCallback((product: MenuProduct) => {
    if (product.is_available) setTarget({ productId: product.id });
  }, []);
  const products = useMemo(
    () => ({ view, status: menu.status, error: menu.error }),
    [view, menu.status, menu.error],
  );

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
            <MenuProducts menu={products} sections={sections} onOpen={open} />
          </div>
        </main>
        {landscape && (
          <CartAside
            onEdit={(line) =>
              setTarget({
                productId: line.productId,
                lineId: line.id,
                selection: line.selection,
                quantity: line.quantity,
                ...(line.parts ? { parts: line.parts } : {}),
              })
            }
          />
        )}
      </div>
      {!landscape && <CartBar />}
      <ProductDialog target={target} menu={menu.view} onClose={() => setTarget(null)} />
    </div>
  );
}
