export { CheckoutDialog, type CheckoutDialogProps } from './components/checkout-dialog';
export type { CheckoutDraft } from './hooks/use-checkout';
