import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { detailStatusKey, listStatusKey, type StatusTone, statusTone } from '../utils/order-status';

const tones: Record<StatusTone, string> = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  sky: 'bg-sky-50 text-sky-800 ring-sky-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  gold: 'bg-primary-50 text-primary-800 ring-primary-300',
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  slate: 'bg-surface-muted text-ink-muted ring-line',
};

export interface OrderStatusBadgeProps {
  status: string;
  /** The shown payment state (payment_state): a paid order refunded reads refunded, not paid. */
  paymentState?: string | undefined;
  /** `list`: display statuses ("Confirmed (Payment received)" for paid); `detail`: the detail labels. */
  variant?: 'list' | 'detail';
  size?: 'sm' | 'md';
  className?: string;
}

/** An order's status (spec section 4); an unknown status is shown as it is. */
export function OrderStatusBadge({
  status,
  paymentState,
  variant = 'list',
  size = 'sm',
  className,
}: OrderStatusBadgeProps) {
  const { t } = useTranslation();
  const key =
    variant === 'list' ? listStatusKey(status, paymentState) : detailStatusKey(status, paymentState);
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-semibold ring-1 ring-inset',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        tones[statusTone(status)],
        className,
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {key ? t(key) : status}
    </span>
  );
}
