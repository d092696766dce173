import { TillScreen } from '../../features/till/components/till-screen';

/**
 * The till: the selling screen. Charge hands the order to the checkout (features/checkout) once it
 * is composed here: `<TillScreen onCharge={setDraft} />` with `<CheckoutDialog draft={draft} …
 * onCompleted={clearCart} />`.
 */
export function TillPage() {
  return <TillScreen />;
}
