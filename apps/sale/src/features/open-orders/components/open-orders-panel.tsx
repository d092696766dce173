import type { OpenOrder } from '@kiosk/contracts';
import { Badge, type BadgeTone, Button, Dialog, Input, Select, Spinner, useLanguage } from '@kiosk/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { type OpenOrderFilters, useOpenOrders } from '../api/list-open-orders';

const TONES: Record<OpenOrder['status'], BadgeTone> = {
  OPEN: 'info',
  PENDING: 'warning',
  PARTIAL_PAYMENT: 'gold',
  COMPLETED: 'success',
  CANCELLED: 'muted',
};

export function OpenOrderStatusBadge({ status }: { status: OpenOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="open-order-status">
      {t(`sale.openOrders.status.${status}`)}
    </Badge>
  );
}

/**
 * The open orders of every till: search (label, numbers, customer), status and day filters, each
 * expandable to its lines and money; link one to the cart or cancel it. Updated live.
 */
export function OpenOrdersPanel({
  open,
  onOpenChange,
  linkedId,
  onLink,
  onCancel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  linkedId: string | null;
  onLink: (order: OpenOrder) => void;
  onCancel: (order: OpenOrder) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OpenOrderFilters>({ q: '', status: '', date: '' });
  const query = useOpenOrders(filters, open);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sale.openOrders.title')} size="xl">
      <div className="grid gap-3">
        <div className="grid grid-cols-[minmax(0,1fr)_180px_170px] gap-2">
          <Input
            type="search"
            value={filters.q}
            placeholder={t('sale.openOrders.search')}
            aria-label={t('sale.openOrders.search')}
            onChange={(event) => setFilters((f) => ({ ...f, q: event.target.value }))}
            data-testid="open-orders-search"
          />
          <Select
            aria-label={t('sale.openOrders.statusFilter')}
            value={filters.status}
            onChange={(event) => setFilters((f) => ({ ...f, status: event.target.value }))}
            data-testid="open-orders-status"
          >
            <option value="">{t('sale.openOrders.allStatuses')}</option>
            {(['OPEN', 'PENDING', 'PARTIAL_PAYMENT', 'COMPLETED', 'CANCELLED'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`sale.openOrders.status.${s}`)}
              </option>
            ))}
          </Select>
          <Input
            type="date"
            aria-label={t('sale.openOrders.dateFilter')}
            value={filters.date}
            onChange={(event) => setFilters((f) => ({ ...f, date: event.target.value }))}
          />
        </div>
        <div className="max-h-[60vh] overflow-y-auto" data-testid="open-orders-list">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <p role="alert">{t('sale.openOrders.loadFailed')}</p>
          ) : query.data.length === 0 ? (
            <p className="py-6 text-center text-ink-muted">{t('sale.openOrders.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {query.data.map((order) => (
                <OpenOrderRow
                  key={order.id}
                  order={order}
                  expanded={expanded.has(order.id)}
                  linked={order.id === linkedId}
                  onToggle={() => toggle(order.id)}
                  onLink={() => onLink(order)}
                  onCancel={() => onCancel(order)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}

function OpenOrderRow({
  order,
  expanded,
  linked,
  onToggle,
  onLink,
  onCancel,
}: {
  order: OpenOrder;
  expanded: boolean;
  linked: boolean;
  onToggle: () => void;
  onLink: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  const { locale } = useLanguage();
  const closed = order.status === 'COMPLETED' || order.status === 'CANCELLED';
  const when = new Date(order.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className="rounded-lg border border-line p-3" data-testid="open-order-row" data-order-id={order.id}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="flex flex-1 items-center gap-2 text-left"
          onClick={onToggle}
          aria-expanded={expanded}
        >
          {expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
          <span className="font-semibold">{order.label.text}</span>
          <span className="text-ink-muted text-sm">
            {t(`sale.openOrders.labelKind.${order.label.kind}`)} ·{' '}
            {t('sale.openOrders.queue', { queue: order.reference_number })} · {order.order_number}
          </span>
          <span className="sr-only">
            {expanded ? t('sale.openOrders.collapse') : t('sale.openOrders.expand')}
          </span>
        </button>
        <OpenOrderStatusBadge status={order.status} />
        <span className="w-28 text-right font-semibold tabular-nums">{tl(order.total_minor)}</span>
        <Button size="sm" onClick={onLink} disabled={closed || linked} data-testid="open-order-link">
          {t('sale.openOrders.link')}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={closed}>
          {t('sale.openOrders.cancelOrder')}
        </Button>
      </div>
      <p className="mt-1 text-ink-muted text-xs">
        {t('sale.openOrders.createdBy', { who: order.created_by ?? '—', when })} · {t('sale.openOrders.paid')}{' '}
        {tl(order.paid_minor)} · {t('sale.openOrders.remaining')} {tl(order.remaining_minor)}
        {order.note ? ` · ${order.note}` : ''}
      </p>
      {expanded && (
        <ul className="mt-2 grid gap-1 border-line border-t pt-2 text-sm" data-testid="open-order-lines">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between">
              <span>
                {item.quantity}× {item.product_name}
                {item.configurations.length > 0 && (
                  <span className="text-ink-muted">
                    {' '}
                    ({item.configurations.map((c) => c.option_name).join(', ')})
                  </span>
                )}
              </span>
              <span className="tabular-nums">{tl(item.total_price_minor)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
