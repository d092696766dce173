import { useState } from 'react';
import { CheckoutDialog } from '../../features/checkout/components/checkout-dialog';
import { TillScreen } from '../../features/till/components/till-screen';
import { clearCart } from '../../features/till/hooks/cart-store';
import type { CheckoutDraft } from '../../features/till/utils/priced-cart';

/** The till: the selling screen; Charge hands the order to the checkout, a paid sale clears it. */
export function TillPage() {
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <TillScreen
        onCharge={(next) => {
          setDraft(next);
          setOpen(true);
        }}
      />
      {draft && (
        <CheckoutDialog
          open={open}
          onOpenChange={setOpen}
          draft={draft}
          onCompleted={() => {
            clearCart();
            setOpen(false);
            setDraft(null);
          }}
        />
      )}
    </>
  );
}
