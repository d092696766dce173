import type { OpenOrder } from '@kiosk/contracts';
import { Button, Dialog, DialogClose, toast, useLanguage } from '@kiosk/ui';
import { AlertTriangle, ClipboardList, Link2Off, Plus, RefreshCw, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { getOpenOrder } from '../api/get-open-order';
import { clearLinked, setLinked, setNotice, useLinkedOrder } from '../hooks/linked-order-store';
import { saveLinkedOrder, wouldEmpty } from '../hooks/save-linked-order';
import { useOpenOrdersLive } from '../hooks/use-open-orders-live';
import { errorText } from '../utils/error-text';
import { addedLines, cartLinesOf, itemsOf, linesKey, type NamedCartLine } from '../utils/order-lines';
import { CancelOpenOrderDialog } from './cancel-open-order-dialog';
import { CreateOpenOrderDialog } from './create-open-order-dialog';
import { OpenOrderStatusBadge, OpenOrdersPanel } from './open-orders-panel';

export interface OpenOrdersBarProps {
  /** The till's cart lines now. */
  cartLines: readonly NamedCartLine[];
  /** Makes these lines the cart (linking, reloading). */
  onReplaceCart: (lines: Array<Omit<NamedCartLine, 'id'>>) => void;
  /** Adds lines to the cart (the cashier's unsaved lines after a conflict). */
  onAddLines: (lines: Array<Omit<NamedCartLine, 'id'>>) => void;
  /** Pays the linked order with the till's checkout (its unsaved lines saved first). */
  onPay: () => void;
}

/**
 * The till's open orders: the panel, creating a tab from the cart, and the linked tab (save with
 * its version, unlink, pay, cancel), its live notices and a version conflict's reload that keeps
 * the cashier's unsaved lines at hand.
 */
export function OpenOrdersBar({ cartLines, onReplaceCart, onAddLines, onPay }: OpenOrdersBarProps) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  const { locale } = useLanguage();
  useOpenOrdersLive();
  const linked = useLinkedOrder();
  const order = linked.order;
  const [panel, setPanel] = useState(false);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<OpenOrder | null>(null);
  const [saving, setSaving] = useState(false);
  /** A save would take every line off the tab: asked first. */
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  /** The cashier's lines when a save was refused (shown until added again or dismissed). */
  const [kept, setKept] = useState<Array<Omit<NamedCartLine, 'id'>> | null>(null);
  const unsaved = order !== null && linesKey(cartLines) !== linked.savedKey;

  const load = (next: OpenOrder) => {
    const lines = cartLinesOf(next);
    onReplaceCart(lines);
    setLinked(next, linesKey(lines.map((l, i) => ({ ...l, id: String(i) }))));
    setKept(null);
    setPanel(false);
  };

  /** Links a tab: its lines become the cart; an unlinked cart's lines are kept at hand to add. */
  const link = (next: OpenOrder) => {
    const before = order === null ? cartLines.map(({ id: _id, ...line }) => line) : [];
    load(next);
    if (before.length > 0) setKept(before);
  };

  const reload = async () => {
    if (!order) return;
    try {
      load(await getOpenOrder(order.id));
    } catch (caught) {
      toast.error(errorText(caught, t));
    }
  };

  const reloadAfterConflict = async () => {
    if (!order) return;
    // what the cashier added since the order was loaded: kept visible after the reload
    const mine = addedLines(cartLines, cartLinesOf(order));
    try {
      const latest = await getOpenOrder(order.id);
      load(latest);
      setKept(mine);
    } catch (caught) {
      toast.error(errorText(caught, t));
    }
  };

  const save = async (confirmEmpty = false) => {
    if (!order) return;
    if (!confirmEmpty && wouldEmpty(order, cartLines)) {
      setConfirmingEmpty(true);
      return;
    }
    setConfirmingEmpty(false);
    setSaving(true);
    const saved = await saveLinkedOrder(order, cartLines, t, confirmEmpty);
    setSaving(false);
    if (!saved) return;
    setKept(null);
    toast.success(t('sale.openOrders.saved'));
  };

  const unlink = () => {
    // the cart keeps its items, as a new unsaved cart
    clearLinked();
    setKept(null);
    toast.info(t('sale.openOrders.unlinked'));
  };

  const notice = linked.notice;
  const who = (by: string | null) => by ?? t('sale.openOrders.conflict.someone');
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short' });

  return (
    <div className="border-line border-b bg-surface px-3 py-2" data-testid="open-orders-bar">
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          className="shrink-0"
          onClick={() => setPanel(true)}
          data-testid="open-orders-button"
        >
          <ClipboardList className="size-4" aria-hidden="true" />
          {t('sale.openOrders.open')}
        </Button>
        {!order && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setCreating(true)}
            data-testid="open-order-create"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('sale.openOrders.create')}
          </Button>
        )}
        {order && (
          <div
            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1"
            data-testid="linked-order"
            data-order-id={order.id}
          >
            <span className="shrink-0 font-semibold">
              {t('sale.openOrders.linkedTo', { label: order.label.text, queue: order.reference_number })}
            </span>
            <OpenOrderStatusBadge status={order.status} />
            <span
              className="whitespace-nowrap text-ink-muted text-sm tabular-nums"
              data-testid="linked-money"
            >
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
                onClick={() => void save()}
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
                disabled={saving || (unsaved ? cartLines.length === 0 : order.remaining_minor === 0)}
                data-testid="linked-pay"
              >
                {t('sale.openOrders.pay')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCancelling(order)}>
                {t('sale.openOrders.cancelOrder')}
              </Button>
              <Button size="sm" variant="ghost" onClick={unlink} data-testid="linked-unlink">
                <Link2Off className="size-4" aria-hidden="true" />
                {t('sale.openOrders.unlink')}
              </Button>
            </span>
          </div>
        )}
      </div>

      {order && notice && !linked.conflict && (
        <div
          role="status"
          className="mt-2 flex items-center gap-3 rounded-md bg-sky-50 px-3 py-2 text-sky-900 text-sm ring-1 ring-sky-200"
          data-testid="linked-notice"
        >
          <span className="flex-1">
            {t(`sale.openOrders.notify.${notice.kind}`, { label: order.label.text, who: who(notice.by) })}
          </span>
          {notice.kind === 'completed' || notice.kind === 'cancelled' ? (
            <Button size="sm" variant="outline" onClick={unlink}>
              {t('sale.openOrders.unlink')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void reload()}
              data-testid="linked-notice-reload"
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('sale.openOrders.notify.reload')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setNotice(null)} aria-label="×">
            ×
          </Button>
        </div>
      )}

      {order && linked.conflict && (
        <div
          role="alert"
          className="mt-2 grid gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950 text-sm ring-1 ring-amber-300"
          data-testid="linked-conflict"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" />
            {t('sale.openOrders.conflict.title')}
          </p>
          <p>
            {t('sale.openOrders.conflict.text', {
              who: who(linked.conflict.by),
              when: time(linked.conflict.at),
            })}
          </p>
          <div>
            <Button size="sm" onClick={() => void reloadAfterConflict()} data-testid="linked-conflict-reload">
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('sale.openOrders.conflict.reload')}
            </Button>
          </div>
        </div>
      )}

      {order && kept && kept.length > 0 && (
        <div
          className="mt-2 grid gap-1 rounded-md bg-surface-muted px-3 py-2 text-sm"
          data-testid="linked-kept"
        >
          <p className="font-semibold">{t('sale.openOrders.conflict.yourLines')}</p>
          <ul>
            {kept.map((line) => (
              <li key={`${line.productId}-${JSON.stringify(line.selection)}-${line.note ?? ''}`}>
                {line.quantity}× {line.name}
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <KeptActions
              onAdd={() => {
                onAddLines(kept);
                setKept(null);
              }}
              onDismiss={() => setKept(null)}
            />
          </div>
        </div>
      )}

      <OpenOrdersPanel
        open={panel}
        onOpenChange={setPanel}
        linkedId={order?.id ?? null}
        onLink={link}
        onCancel={(o) => setCancelling(o)}
      />
      <CreateOpenOrderDialog
        open={creating}
        onOpenChange={setCreating}
        items={itemsOf(cartLines)}
        onCreated={(created) => {
          setCreating(false);
          setLinked(created, linesKey(cartLines));
        }}
      />
      <Dialog
        open={confirmingEmpty}
        onOpenChange={setConfirmingEmpty}
        size="sm"
        title={t('sale.openOrders.emptyTitle')}
        description={t('sale.openOrders.emptyText', { label: order?.label.text ?? '' })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('sale.openOrders.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => void save(true)} data-testid="linked-empty-confirm">
              {t('sale.openOrders.emptyConfirm')}
            </Button>
          </>
        }
      />
      <CancelOpenOrderDialog
        order={cancelling}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        onCancelled={(cancelled) => {
          setCancelling(null);
          if (cancelled.id === order?.id) clearLinked();
        }}
      />
    </div>
  );
}

function KeptActions({ onAdd, onDismiss }: { onAdd: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" onClick={onAdd} data-testid="linked-kept-add">
        <Plus className="size-4" aria-hidden="true" />
        {t('sale.openOrders.addAgain')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('sale.openOrders.dismiss')}
      </Button>
    </>
  );
}
