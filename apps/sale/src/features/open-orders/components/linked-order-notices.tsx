import type { OpenOrder } from '@kiosk/contracts';
import { Button, Dialog, DialogClose, useLanguage } from '@kiosk/ui';
import { AlertTriangle, Plus, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type LinkedNotice, type LinkedOrderState, setNotice } from '../hooks/linked-order-store';
import type { LinkedTab } from '../hooks/use-linked-tab';
import type { KeptLine } from '../utils/linked-tab';

/** What happened to the linked tab elsewhere (live): reload it, or unlink a finished one. */
export function LinkedNoticeBar({
  order,
  notice,
  tab,
}: {
  order: OpenOrder;
  notice: LinkedNotice;
  tab: LinkedTab;
}) {
  const { t } = useTranslation();
  const who = (by: string | null) => by ?? t('sale.openOrders.conflict.someone');
  return (
    <div
      role="status"
      className="mt-2 flex items-center gap-3 rounded-md bg-sky-50 px-3 py-2 text-sky-900 text-sm ring-1 ring-sky-200"
      data-testid="linked-notice"
    >
      <span className="flex-1">
        {t(`sale.openOrders.notify.${notice.kind}`, { label: order.label.text, who: who(notice.by) })}
      </span>
      {notice.kind === 'completed' || notice.kind === 'cancelled' ? (
        <Button size="sm" variant="outline" onClick={tab.unlink}>
          {t('sale.openOrders.unlink')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void tab.reload()}
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
  );
}

/** A save was refused: someone else changed the tab; reload it (the cashier's lines kept at hand). */
export function ConflictNotice({
  conflict,
  tab,
}: {
  conflict: NonNullable<LinkedOrderState['conflict']>;
  tab: LinkedTab;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const who = (by: string | null) => by ?? t('sale.openOrders.conflict.someone');
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short' });
  return (
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
          who: who(conflict.by),
          when: time(conflict.at),
        })}
      </p>
      <div>
        <Button size="sm" onClick={() => void tab.reloadAfterConflict()} data-testid="linked-conflict-reload">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('sale.openOrders.conflict.reload')}
        </Button>
      </div>
    </div>
  );
}

/** The cashier's lines kept at hand: add them to the cart again, or dismiss them. */
export function KeptLines({
  kept,
  onAdd,
  onDismiss,
}: {
  kept: KeptLine[];
  onAdd(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 grid gap-1 rounded-md bg-surface-muted px-3 py-2 text-sm" data-testid="linked-kept">
      <p className="font-semibold">{t('sale.openOrders.conflict.yourLines')}</p>
      <ul>
        {kept.map((line) => (
          <li key={`${line.productId}-${JSON.stringify(line.selection)}-${line.note ?? ''}`}>
            {line.quantity}× {line.name}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <KeptActions onAdd={onAdd} onDismiss={onDismiss} />
      </div>
    </div>
  );
}

/** A save would take every line off the tab: asked first. */
export function EmptyTabDialog({ order, tab }: { order: OpenOrder | null; tab: LinkedTab }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={tab.confirmingEmpty}
      onOpenChange={tab.setConfirmingEmpty}
      size="sm"
      title={t('sale.openOrders.emptyTitle')}
      description={t('sale.openOrders.emptyText', { label: order?.label.text ?? '' })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('sale.openOrders.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void tab.save(true)} data-testid="linked-empty-confirm">
            {t('sale.openOrders.emptyConfirm')}
          </Button>
        </>
      }
    />
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
