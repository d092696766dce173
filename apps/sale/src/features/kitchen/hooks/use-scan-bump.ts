import type { KitchenTicket } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCAN_IDLE, scanKey } from '../utils/order-scan';

/**
 * Bump by scan: the printed ticket's QR (the order id) read by a keyboard-like scanner bumps that
 * order's ticket on this station exactly as "Hazır" does (the bump starts a new ticket first).
 * Returns the display's key handler step: true when the key belonged to a scan (no shortcut).
 */
export function useScanBump(
  tickets: KitchenTicket[],
  bump: (orderId: string) => Promise<boolean> | '' | undefined,
) {
  const { t } = useTranslation();
  const state = useRef(SCAN_IDLE);
  return (event: KeyboardEvent): boolean => {
    const step = scanKey(state.current, event.key, event.timeStamp);
    state.current = step.state;
    if (step.consumed) event.preventDefault();
    if (step.scanned === undefined) return step.consumed;
    const ticket = tickets.find((candidate) => candidate.id === step.scanned);
    if (!ticket) {
      toast.error(t('sale.kitchen.scanNotFound'));
      return true;
    }
    void Promise.resolve(bump(ticket.id)).then((done) => {
      if (done) toast.success(t('sale.kitchen.scanBumped', { number: ticket.queue_number }));
    });
    return true;
  };
}
