import type { TillTerminal } from '@kiosk/contracts';
import { Dialog } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useTillTerminal } from '../api/get-till-terminals';
import { type Checkout, type CheckoutDraft, useCheckout } from '../hooks/use-checkout';
import { forgetCheckout } from '../utils/checkout-memory';
import { CheckoutCreating, CreateFailed, NoTerminal, TenderStage } from './checkout-stages';
import { CustomerDetailsForm } from './customer-details-form';
import { ReceiptView } from './receipt-view';

export interface CheckoutDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  draft: CheckoutDraft;
  /** The sale is paid and the cashier pressed "New sale" (or closed the receipt): clear the cart. */
  onCompleted(): void;
  /** Shown instead of the cash tender when cash cannot be taken (no open till session); null: allowed. */
  cashBlock?: ReactNode;
}

/**
 * The till's checkout: customer details above the threshold, the order created once, then card /
 * cash parts until nothing remains (split payments), the card's progress with cancel, and the
 * receipt. It cannot be closed while a part runs or once money is taken but some remains.
 */
export function CheckoutDialog({ open, onOpenChange, draft, onCompleted, cashBlock }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const terminalId = useTillTerminalId();
  const { terminal } = useTillTerminal(terminalId);
  const checkout = useCheckout({ draft, open, terminalId: terminal === null ? null : terminalId });
  const { stage } = checkout;
  const complete = () => {
    forgetCheckout();
    onCompleted();
  };

  const onChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (stage?.kind === 'receipt') return complete();
    // Esc and the overlay never stop a running card payment: only its Cancel button does
    if (!checkout.closable) return;
    onOpenChange(false);
  };

  const title =
    stage?.kind === 'customer'
      ? t('sale.checkout.customer.title')
      : checkout.order
        ? `${t('sale.checkout.title')} · ${t('sale.checkout.orderNumber')} ${checkout.order.order_number}`
        : t('sale.checkout.title');

  return (
    <Dialog open={open} onOpenChange={onChange} title={title} size="xl" hideClose={!checkout.closable}>
      <div
        data-testid="checkout-dialog"
        data-stage={stage?.kind ?? 'idle'}
        data-order-number={checkout.order?.order_number}
      >
        <CheckoutBody
          checkout={checkout}
          terminalId={terminalId}
          terminal={terminal}
          cartTotalMinor={draft.total_minor}
          onCancel={() => onOpenChange(false)}
          onNewSale={complete}
          cashBlock={cashBlock}
        />
      </div>
    </Dialog>
  );
}

/** What the dialog shows at each stage of the checkout. */
function CheckoutBody({
  checkout,
  terminalId,
  terminal,
  cartTotalMinor,
  onCancel,
  onNewSale,
  cashBlock,
}: {
  checkout: Checkout;
  terminalId: string | null;
  terminal: TillTerminal | null | undefined;
  cartTotalMinor: number;
  onCancel(): void;
  onNewSale(): void;
  cashBlock: ReactNode;
}) {
  const { stage } = checkout;
  if (!terminalId || terminal === null) return <NoTerminal notFound={Boolean(terminalId)} />;
  if (!stage || stage.kind === 'creating') return <CheckoutCreating />;
  if (stage.kind === 'customer') {
    return (
      <CustomerDetailsForm
        setting={checkout.setting}
        initial={checkout.customer}
        serverIssues={checkout.customerIssues}
        onSubmit={checkout.submitCustomer}
        onCancel={onCancel}
      />
    );
  }
  if (stage.kind === 'create_failed') return <CreateFailed stage={stage} onRetry={checkout.retryCreate} />;
  if (stage.kind === 'receipt' && checkout.order) {
    return (
      <ReceiptView order={checkout.order} payments={checkout.money?.payments ?? []} onNewSale={onNewSale} />
    );
  }
  return (
    <TenderStage
      checkout={checkout}
      cartTotalMinor={cartTotalMinor}
      testEnvironment={terminal?.test_environment ?? false}
      cashBlock={cashBlock}
    />
  );
}
