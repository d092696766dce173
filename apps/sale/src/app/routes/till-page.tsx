import type { OpenOrder, OrderSummary } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutDialog } from '../../features/checkout/components/checkout-dialog';
import { OpenOrdersBar } from '../../features/open-orders/components/open-orders-bar';
import {
  clearLinked,
  linkedOrderStore,
  useLinkedOrder,
} from '../../features/open-orders/hooks/linked-order-store';
import { saveLinkedOrder } from '../../features/open-orders/hooks/save-linked-order';
import { linesKey } from '../../features/open-orders/utils/order-lines';
import { TillScreen } from '../../features/till/components/till-screen';
import { addLine, cartStore, clearCart, replaceCart, useCart } from '../../features/till/hooks/cart-store';
import type { CheckoutDraft } from '../../features/till/utils/priced-cart';
import { useCashBlockNotice } from '../../features/till-session/components/cash-block-notice';
import { MustCloseNotice } from '../../features/till-session/components/must-close-notice';
import { ManagerPinDialog } from '../../lib/manager-pin/manager-pin-dialog';

/** The linked open order as the checkout's existing order (it takes its payments, creates none). */
function existingOrder(order: OpenOrder): OrderSummary {
  return {
    id: order.id,
    order_number: order.order_number,
    reference_number: order.reference_number,
    status: order.back_office_status,
    payment_status: 'pending',
    payment_method: 'card',
    order_type: 'eat_in',
    currency_code: 'TRY',
    subtotal_minor: order.subtotal_minor,
    tax_minor: order.tax_minor,
    total_minor: order.total_minor,
    gross_minor: order.gross_minor,
    discount_minor: order.discount_minor,
    channel: 'open_order',
    kiosk_id: null,
    created_at: order.created_at,
    paid_at: null,
    customer: order.customer,
    items: order.items,
    pos_sale_number: null,
  };
}

/** What the checkout gets for the linked open order: its lines and total, the order itself. */
function tabDraft(order: OpenOrder): CheckoutDraft & { existing_order: OrderSummary } {
  return {
    items: order.items.map((item) => ({
      product_id: item.product_id ?? '',
      quantity: item.quantity,
      selection: {},
      name: item.product_name,
    })),
    order_type: 'eat_in',
    total_minor: order.total_minor,
    existing_order: existingOrder(order),
  };
}

/**
 * The till: the open orders bar over the selling screen. With an open order linked, both pay
 * buttons (Charge and the bar's Pay) charge that order, its unsaved lines saved to it first; else
 * Charge hands the cart to the checkout. A paid sale clears the cart (and the link).
 */
export function TillPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<(CheckoutDraft & { existing_order?: OrderSummary }) | null>(null);
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const linkedTab = useLinkedOrder().order;
  const cashBlock = useCashBlockNotice();

  const checkout = (next: CheckoutDraft & { existing_order?: OrderSummary }) => {
    setDraft(next);
    setOpen(true);
  };

  /** Charges the linked tab, never a second order: unsaved cart lines are saved to it first. */
  const payLinked = async (linked: OpenOrder, savedKey: string) => {
    const { lines, discounts } = cartStore.get();
    const order =
      linesKey(lines, discounts) === savedKey
        ? linked
        : await saveLinkedOrder(linked, { lines, discounts }, t);
    if (!order) return;
    if (order.remaining_minor === 0) {
      toast.info(t('sale.openOrders.nothingToPay', { label: order.label.text }));
      return;
    }
    checkout(tabDraft(order));
  };

  const pay = (next?: CheckoutDraft) => {
    const linked = linkedOrderStore.get();
    if (linked.order) void payLinked(linked.order, linked.savedKey);
    else if (next) checkout(next);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <OpenOrdersBar
        cartLines={cart.lines}
        cartDiscounts={cart.discounts}
        onReplaceCart={replaceCart}
        onAddLines={(lines) => {
          for (const line of lines) addLine(line);
        }}
        onPay={() => pay()}
      />
      <div className="relative min-h-0 flex-1">
        <TillScreen onCharge={pay} channel={linkedTab ? 'open_order' : 'till'} />
        <MustCloseNotice />
      </div>
      <ManagerPinDialog />
      {draft && (
        <CheckoutDialog
          open={open}
          onOpenChange={setOpen}
          draft={draft}
          cashBlock={cashBlock}
          onCompleted={() => {
            clearCart();
            if (draft.existing_order) clearLinked();
            setOpen(false);
            setDraft(null);
          }}
        />
      )}
    </div>
  );
}
