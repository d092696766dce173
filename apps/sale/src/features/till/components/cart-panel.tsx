import type { MenuData } from '@kiosk/contracts';
import type { OrderChannel } from '@kiosk/domain';
import { Button, cn, Dialog, DialogClose, selectionSummary } from '@kiosk/ui';
import { ShoppingBag, Trash2, Utensils } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCart, type OrderType, setOrderType, type TillCart, type TillLine } from '../hooks/cart-store';
import { useBlockedNotices } from '../hooks/use-blocked-notices';
import { useMenuUpgrades } from '../hooks/use-menu-upgrades';
import type { PricedCart } from '../utils/priced-cart';
import { CartFooter } from './cart-footer';
import { CartLineRow } from './cart-line-row';
import type { DiscountTarget } from './discount-dialog';

export interface CartPanelProps {
  cart: TillCart;
  priced: PricedCart<TillLine>;
  menu: MenuData | null;
  /** Charge: hand the order to the checkout; absent when this till has no checkout. */
  onCharge?: () => void;
  onEdit: (line: TillLine) => void;
  onDiscount: (target: DiscountTarget) => void;
  channel: OrderChannel;
  /** The instant the cart is priced at ("Menü yap" offers the deals on now). */
  now: Date;
}

/**
 * The current order: lines with their choices and notes, order type and note, totals and Charge.
 * Memoised: typing in the product search does not render the order again.
 */
export const CartPanel = memo(function CartPanel(props: CartPanelProps) {
  const { cart, priced, menu, onCharge, onEdit, onDiscount, channel, now } = props;
  const { t } = useTranslation();
  const upgrades = useMenuUpgrades(cart.lines, menu, channel, now);
  const [confirmClear, setConfirmClear] = useState(false);
  const count = cart.lines.reduce((sum, l) => sum + l.quantity, 0);
  const empty = cart.lines.length === 0;
  useBlockedNotices(priced);

  // keep the selected line in view (+ and - act on it)
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!cart.selectedLineId) return;
    listRef.current
      ?.querySelector(`[data-line-id="${CSS.escape(cart.selectedLineId)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [cart.selectedLineId]);

  return (
    <aside
      aria-labelledby="cart-title"
      className="flex min-h-0 flex-col border-line border-l bg-white"
      data-testid="cart-panel"
    >
      <CartHeader count={count} empty={empty} onClear={() => setConfirmClear(true)} />
      <OrderTypeSwitch orderType={cart.orderType} />
      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
            <ShoppingBag className="size-7" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink">{t('sale.till.cart.empty')}</p>
          <p className="text-ink-muted text-sm">{t('sale.till.cart.emptyHint')}</p>
        </div>
      ) : (
        <ol
          ref={listRef}
          className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-2 py-2"
          data-testid="cart-lines"
        >
          {priced.lines.map((entry) => (
            <CartLineRow
              key={entry.line.id}
              entry={entry}
              selected={entry.line.id === cart.selectedLineId}
              summary={selectionSummary(menu, entry.line.productId, entry.line.selection)}
              onEdit={entry.product && !entry.problem && editable(menu, entry.line) ? onEdit : null}
              menu={menu}
              discounts={cart.discounts}
              upgrade={upgrades.get(entry.line.id)}
              onDiscount={onDiscount}
            />
          ))}
        </ol>
      )}

      <CartFooter cart={cart} priced={priced} onCharge={onCharge} onDiscount={onDiscount} />
      <ClearCartDialog open={confirmClear} onOpenChange={setConfirmClear} />
    </aside>
  );
});

/** A deal line reopens its dialog; a product with options its customisation. */
function editable(menu: MenuData | null, line: TillLine): boolean {
  if (line.parts?.length) return true;
  return menu?.productConfigurations.some((pc) => pc.product_id === line.productId) ?? false;
}

function CartHeader({ count, empty, onClear }: { count: number; empty: boolean; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 border-line border-b px-4 py-3">
      <div className="min-w-0 flex-1">
        <h2 id="cart-title" className="font-bold text-ink text-lg leading-tight">
          {t('sale.till.cart.title')}
        </h2>
        <p className="text-ink-muted text-xs" data-testid="cart-count">
          {t('sale.till.cart.items', { count })}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={empty}
        onClick={onClear}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" />
        {t('sale.till.cart.clear')}
      </Button>
    </div>
  );
}

function OrderTypeSwitch({ orderType }: { orderType: OrderType }) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 grid grid-cols-2 gap-1 border-0 bg-surface-muted p-1 mx-4 mt-3 rounded-xl">
      <legend className="sr-only">{t('sale.till.cart.orderType')}</legend>
      {(['eat_in', 'takeaway'] as const).map((type: OrderType) => {
        const Icon = type === 'eat_in' ? Utensils : ShoppingBag;
        const active = orderType === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={active}
            onClick={() => setOrderType(type)}
            data-testid={`order-type-${type}`}
            className={cn(
              'flex h-10 items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors',
              active
                ? 'bg-secondary-800 text-white shadow-sm'
                : 'text-ink-muted hover:bg-white hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`sale.till.cart.${type}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

function ClearCartDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('sale.till.cart.clearTitle')}
      description={t('sale.till.cart.clearText')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('sale.till.cart.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            data-testid="confirm-clear"
            onClick={() => {
              clearCart();
              onOpenChange(false);
            }}
          >
            {t('sale.till.cart.clearConfirm')}
          </Button>
        </>
      }
    />
  );
}
