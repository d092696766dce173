import type { CancelReason, DisplayStatus } from '@kiosk/domain';
import { Button, cn, Popover, PopoverContent, PopoverTrigger, toast } from '@kiosk/ui';
import { ChevronDown, XCircle } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { menuKeyTarget } from '../utils/menu-keys';
import { orderErrorText } from '../utils/order-errors';
import { type StatusTone, statusTone } from '../utils/order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

const dots: Record<StatusTone, string> = {
  amber: 'bg-amber-500',
  sky: 'bg-sky-500',
  violet: 'bg-violet-500',
  gold: 'bg-primary-500',
  emerald: 'bg-emerald-500',
  red: 'bg-red-500',
  slate: 'bg-ink-muted',
};

export interface OrderStatusChangerProps {
  order: { id: string; order_number: string };
  /** The money the order keeps, formatted: cancelling refunds it (shown in the cancel dialog). */
  refundAmount?: string | undefined;
  /** The allowed next steps (spec section 4); nothing is shown when there are none. */
  next: readonly DisplayStatus[];
  size?: 'sm' | 'md';
  className?: string;
}

/** Moves an order to one of its allowed next statuses; cancelling asks for a reason first. */
export function OrderStatusChanger({
  order,
  next,
  refundAmount,
  size = 'sm',
  className,
}: OrderStatusChangerProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const update = useUpdateOrderStatus();

  if (next.length === 0) return null;

  const move = (status: DisplayStatus, cancel?: { reason?: CancelReason; description?: string }) => {
    update.mutate(
      { order_id: order.id, new_status: status, ...cancel },
      {
        onSuccess: () => {
          setCancelOpen(false);
          toast.success(t('orders.changer.updated', { status: t(`orders.status.${status}`) }));
        },
        onError: (error) => {
          setCancelOpen(false);
          toast.error(orderErrorText(error, t, 'orders.changer.updateError'));
        },
      },
    );
  };

  const choose = (status: DisplayStatus) => {
    setMenuOpen(false);
    if (status === 'cancelled') setCancelOpen(true);
    else move(status);
  };

  return (
    <>
      <Popover open={menuOpen} onOpenChange={setMenuOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size={size === 'sm' ? 'sm' : 'md'}
            loading={update.isPending}
            aria-label={t('orders.changer.label', { number: order.order_number })}
            aria-haspopup="menu"
            data-testid="status-changer"
            className={className}
          >
            {t('orders.changer.trigger')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-60 p-1.5">
          <StatusMenu next={next} onChoose={choose} />
        </PopoverContent>
      </Popover>
      <CancelOrderDialog
        open={cancelOpen}
        orderNumber={order.order_number}
        pending={update.isPending}
        refundAmount={refundAmount}
        onOpenChange={setCancelOpen}
        onConfirm={(choice) => move('cancelled', choice)}
      />
    </>
  );
}

// arrow keys, Home and End move between the menu's items
function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  const targetIndex = menuKeyTarget(event.key, index, items.length);
  const target = targetIndex === undefined ? undefined : items[targetIndex];
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** The next statuses as menu items, cancelling last in red. */
function StatusMenu({
  next,
  onChoose,
}: {
  next: readonly DisplayStatus[];
  onChoose: (status: DisplayStatus) => void;
}) {
  const { t } = useTranslation();
  const forward = next.filter((status) => status !== 'cancelled');
  const canCancel = next.includes('cancelled');
  return (
    <div
      role="menu"
      aria-label={t('orders.changer.menu')}
      onKeyDown={onMenuKeyDown}
      className="flex flex-col"
    >
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          role="menuitem"
          data-status-option={status}
          onClick={() => onChoose(status)}
          className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium text-ink text-sm hover:bg-primary-50 focus-visible:bg-primary-50 focus-visible:outline-none"
        >
          <span className={cn('size-2.5 rounded-full', dots[statusTone(status)])} aria-hidden="true" />
          {t('orders.changer.moveTo', { status: t(`orders.status.${status}`) })}
        </button>
      ))}
      {canCancel && (
        <>
          {forward.length > 0 && <hr className="my-1 border-line" />}
          <button
            type="button"
            role="menuitem"
            data-status-option="cancelled"
            onClick={() => onChoose('cancelled')}
            className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-left font-medium text-red-700 text-sm hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none"
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t('orders.cancel.title')}
          </button>
        </>
      )}
    </div>
  );
}
