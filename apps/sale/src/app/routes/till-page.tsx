import type { OpenOrder, OrderSummary } from '@kiosk/contracts';
import { useState } from 'react';
import { CheckoutDialog } from '../../features/checkout/components/checkout-dialog';
import { OpenOrdersBar } from '../../features/open-orders/components/open-orders-bar';
import { clearLinked } from '../../features/open-orders/hooks/linked-order-store';
import { TillScreen } from '../../features/till/components/till-screen';
import { addLine, clearCart, useCart } from '../../features/till/hooks/cart-store';
import type { CheckoutDraft } from '../../features/till/utils/priced-cart';

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
    kiosk_id: null,
    created_at: order.created_at,
    paid_at: null,
    customer: order.customer,
    items: order.items,
    pos_sale_number: null,
  };
}

/**
 * The till: the open orders bar over the selling screen; Charge hands the cart to the checkout, Pay
 * on a linked open order hands it that order; a paid sale clears the cart (and the link).
 */
export function TillPage() {
  const [draft, setDraft] = useState<(CheckoutDraft & { existing_order?: OrderSummary }) | null>(null);
  const [open, setOpen] = useState(false);
  const cart = useCart();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <OpenOrdersBar
        cartLines={cart.lines}
        onReplaceCart={(lines) => {
          clearCart();
          for (const line of lines) addLine(line);
        }}
        onAddLines={(lines) => {
          for (const line of lines) addLine(line);
        }}
        onPay={(order) => {
          setDraft({
            items: order.items.map((item) => ({
              product_id: item.product_id ?? '',
              quantity: item.quantity,
              selection: {},
              name: item.product_name,
            })),
            order_type: 'eat_in',
            total_minor: order.total_minor,
            existing_order: existingOrder(order),
          });
          setOpen(true);
        }}
      />
      <div className="min-h-0 flex-1">
        <TillScreen
          onCharge={(next) => {
            setDraft(next);
            setOpen(true);
          }}
        />
      </div>
      {draft && (
        <CheckoutDialog
          open={open}
          onOpenChange={setOpen}
          draft={draft}
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
