import type { OpenOrder } from '@kiosk/contracts';
import { Button } from '@kiosk/ui';
import { Link2Off, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import type { LinkedTab } from '../hooks/use-linked-tab';
import { canPayLinked } from '../utils/linked-tab';
import { OpenOrderStatusBadge } from './open-orders-panel';

/** The linked tab: its label, status and money, unsaved changes; save, pay, cancel and unlink. */
export function LinkedOrderRow({
  order,
  tab,
  cartLineCount,
  onPay,
  onCancel,
}: {
  order: OpenOrder;
  tab: LinkedTab;
  cartLineCount: number;
  onPay(): void;
  onCancel(order: OpenOrder): void;
}) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  const { unsaved, saving } = tab;
  return (
    <div
      className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1"
      data-testid="linked-order"
      data-order-id={order.id}
    >
      <span className="shrink-0 font-semibold">
        {t('sale.openOrders.linkedTo', { label: order.label.text, queue: order.reference_number })}
      </span>
      <OpenOrderStatusBadge status={order.status} />
      <span className="whitespace-nowrap text-ink-muted text-sm tabular-nums" data-testid="linked-money">
        {t('sale.openOrders.total')} {tl(order.total_minor)} · {t('sale.openOrders.paid')}{' '}
        {tl(order.paid_minor)} · {t('sale.openOrders.remaining')} {tl(order.remaining_minor)}
      </span>
      {unsaved && (
        <span className="shrink-0 text-amber-700 text-sm" data-testid="linked-unsaved">
          {t('sale.openOrders.unsaved')}
        </span>
      )}
      <span className="ml-auto flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => void tab.save()}
          disabled={!unsaved || saving}
          data-testid="linked-save"
        >
          <Save className="size-4" aria-hidden="true" />
          {t('sale.openOrders.save')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onPay}
          disabled={!canPayLinked({ saving, unsaved, cartLineCount, remainingMinor: order.remaining_minor })}
          data-testid="linked-pay"
        >
          {t('sale.openOrders.pay')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onCancel(order)}>
          {t('sale.openOrders.cancelOrder')}
        </Button>
        <Button size="sm" variant="ghost" onClick={tab.unlink} data-testid="linked-unlink">
          <Link2Off className="size-4" aria-hidden="true" />
          {t('sale.openOrders.unlink')}
        </Button>
      </span>
    </div>
  );
}
