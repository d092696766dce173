import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CartLineItem } from '../../../components/cart/cart-line-item';
import { CartTotals } from '../../../components/cart/cart-totals';
import { UpgradeOffer } from '../../../components/deal/upgrade-offer';
import { KioskButton } from '../../../components/kiosk-button';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { type CartLine, itemCount } from '../../../state/cart';
import { usePricedCart } from '../../../state/cart-pricing';
import { useCustomerSession } from '../../../state/customer-session';
import { useMenuClock } from '../../../state/menu-clock';
import { useMenu } from '../../../state/menu-store';

/** Landscape: the cart stays beside the menu. */
export function CartAside({ onEdit }: { onEdit: (line: CartLine) => void }) {
  const { t } = useTranslation();
  const { lines, lineIssues } = useCustomerSession();
  const { view } = useMenu();
  const pricing = usePricedCart(useMenuClock());
  const totals = pricing.totals;
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
            <CartLineItem
              key={line.id}
              line={line}
              menu={view}
              issue={lineIssues[line.id] ?? pricing.issues[line.id]}
              priced={pricing.lines[line.id]}
              onEdit={onEdit}
            />
          ))}
        </ul>
      )}
      <div className="border-line border-t px-6 pt-5 pb-6">
        <div className="mb-4 empty:hidden">
          <UpgradeOffer menu={view} compact />
        </div>
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
export function CartBar() {
  const { t } = useTranslation();
  const { lines } = useCustomerSession();
  const { view } = useMenu();
  const totals = usePricedCart(useMenuClock()).totals;
  const count = itemCount(lines);
  return (
    <>
      {/* "Menü yap" above the bar, not in it (the bar is one button) */}
      <div className="border-line border-t bg-white px-6 pt-4 empty:hidden landscape:hidden">
        <UpgradeOffer menu={view} />
      </div>
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
    </>
  );
}
