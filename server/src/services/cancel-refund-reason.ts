import { tr } from '@kiosk/i18n';

const REASONS: Record<string, string> = tr.orders.cancel.reasons;

/**
 * The reason written on the refund a cancellation makes: words a person reads on the refund list
 * ("Sipariş iptali: Stok Sorunu"), never the reason's code (`out_of_stock`, `(other)`).
 */
export function cancelRefundReason(reason: string | undefined, description: string | undefined): string {
  const label = reason ? REASONS[reason] : undefined;
  const text = `Sipariş iptali${label ? `: ${label}` : ''}${description ? ` — ${description}` : ''}`;
  return text.slice(0, 500);
}
