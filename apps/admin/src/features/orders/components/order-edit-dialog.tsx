import type { OrderDetail } from '@kiosk/contracts';
import { Button, ConfirmDialog, cn, Dialog, isApiError, toast, useLanguage } from '@kiosk/ui';
import { AlertTriangle, Minus, PackageOpen, Plus, RotateCcw, Search, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOrderItems } from '../api/update-order-items';
import {
  addProduct,
  changeQuantity,
  type EditableProduct,
  type EditLine,
  editTotals,
  linesChanged,
  linesFromOrder,
  lineTotalMinor,
  MAX_QUANTITY,
  MIN_QUANTITY,
  removeLine,
  toItemsPayload,
} from '../utils/edit-lines';
import { orderErrorText } from '../utils/order-errors';
import { formatOrderMoney } from '../utils/order-format';
import { itemsLockKey } from '../utils/order-status';
import { ProductSearch } from './product-search';

export interface OrderEditDialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the order from the server (after a version conflict); resolves to the current order. */
  onReload: () => Promise<OrderDetail | undefined>;
}

interface Draft {
  version: number;
  original: EditLine[];
  lines: EditLine[];
}

const draftOf = (order: OrderDetail): Draft => {
  const lines = linesFromOrder(order);
  return { version: order.version, original: lines, lines };
};

/**
 * 'Sipariş Düzenle' (spec sections 2 and 5): add products by search (an existing product raises its
 * quantity), change quantities (never below 1), remove lines (at least one stays), totals, and save.
 * The server prices everything and refuses an edit of an older version: the dialog then explains
 * it and offers to load the current order.
 */
export function OrderEditDialog({ order, open, onOpenChange, onReload }: OrderEditDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(order));
  const [searchOpen, setSearchOpen] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const newKey = useRef(0);
  const save = useUpdateOrderItems();
  const linesLabelId = useId();

  // every opening starts from the order as it is now (state adjusted while rendering, no effect)
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setDraft(draftOf(order));
      setSearchOpen(false);
      setConflict(false);
      setAnnouncement('');
      setDiscarding(false);
      save.reset();
    }
  }

  const money = (minor: number) => formatOrderMoney(minor, order.currency_code, locale);
  const { lines } = draft;
  const totals = editTotals(lines);
  const changed = linesChanged(draft.original, lines);
  const empty = lines.length === 0;
  const busy = save.isPending || reloading;

  const setLines = (update: (lines: EditLine[]) => EditLine[]) =>
    setDraft((current) => ({ ...current, lines: update(current.lines) }));

  const pick = (product: EditableProduct) => {
    newKey.current += 1;
    setLines((current) => addProduct(current, product, `new-${newKey.current}`));
    setAnnouncement(t('orders.edit.added', { name: product.name }));
  };

  // Escape, the close button, a click outside and 'Vazgeç' ask first when lines were changed.
  const close = (next: boolean) => {
    if (busy) return;
    if (!next && changed) setDiscarding(true);
    else onOpenChange(next);
  };

  const submit = () => {
    if (empty || busy) return;
    save.mutate(
      { order_id: order.id, version: draft.version, items: toItemsPayload(lines) },
      {
        onSuccess: () => {
          toast.success(t('orders.edit.saved'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'version_conflict') {
            setConflict(true);
            return;
          }
          if (
            isApiError(error) &&
            ['order_not_editable', 'order_paid_total_locked', 'payment_in_progress'].includes(error.code)
          ) {
            // closed, or paid / being paid meanwhile: this edit cannot be saved
            toast.error(orderErrorText(error, t, 'orders.edit.notEditable'));
            onOpenChange(false);
            return;
          }
          toast.error(orderErrorText(error, t, 'orders.edit.saveError'));
        },
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      const current = await onReload();
      if (!current) throw new Error('order missing');
      if (!current.items_editable) {
        toast.error(t(itemsLockKey(current.items_lock) ?? 'orders.edit.notEditable'));
        onOpenChange(false);
        return;
      }
      setDraft(draftOf(current));
      setSearchOpen(false);
      setConflict(false);
      save.reset();
      toast.info(t('orders.edit.conflict.reloaded'));
    } catch (error) {
      toast.error(orderErrorText(error, t, 'orders.detail.loadError'));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={t('orders.edit.title')}
      description={t('orders.edit.description', { number: order.order_number })}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {t('orders.edit.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={empty || !changed || conflict || reloading}
            data-testid="save-order-items"
          >
            {save.isPending ? t('orders.edit.saving') : t('orders.edit.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="order-edit-dialog">
        {conflict && (
          <div
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            data-testid="version-conflict"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
              {t('orders.edit.conflict.title')}
            </p>
            <p className="mt-1 text-sm">{t('orders.edit.conflict.description')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void reload()}
              loading={reloading}
            >
              {!reloading && <RotateCcw aria-hidden="true" />}
              {t('orders.edit.conflict.reload')}
            </Button>
          </div>
        )}

        <div>
          <Button
            variant={searchOpen ? 'ghost' : 'outline'}
            size="sm"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((value) => !value)}
            disabled={busy || conflict}
            data-testid="add-product-toggle"
          >
            {searchOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {searchOpen ? t('orders.edit.hideSearch') : t('orders.edit.addProduct')}
          </Button>
          {searchOpen && !conflict && (
            <div className="mt-2">
              <ProductSearch currency={order.currency_code} onPick={pick} />
            </div>
          )}
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
        </div>

        <section aria-labelledby={linesLabelId}>
          <h3 id={linesLabelId} className="sr-only">
            {t('orders.edit.linesLabel')}
          </h3>
          {empty ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-line border-dashed px-4 py-8 text-center">
              <PackageOpen className="size-8 text-ink-muted" aria-hidden="true" strokeWidth={1.5} />
              <p className="font-semibold text-ink">{t('orders.edit.empty')}</p>
              <p role="alert" className="text-red-700 text-sm">
                {t('orders.edit.needsItems')}
              </p>
              {!searchOpen && (
                <Button variant="outline" size="sm" className="mt-1" onClick={() => setSearchOpen(true)}>
                  <Search aria-hidden="true" />
                  {t('orders.edit.addProduct')}
                </Button>
              )}
            </div>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line" data-testid="edit-lines">
              {lines.map((line) => (
                <li
                  key={line.key}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
                  data-testid="edit-line"
                  data-product-name={line.product_name}
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="flex items-center gap-2 font-semibold text-ink">
                      <span className="truncate">{line.product_name}</span>
                      {!line.id && (
                        <span className="rounded-md bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset">
                          {t('orders.edit.newLine')}
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted text-xs">
                      {line.product_sku && <>{t('orders.detail.items.sku', { sku: line.product_sku })} · </>}
                      {t('orders.edit.unitPrice', { price: money(line.unit_price_minor) })}
                      {line.configuration_count > 0 && (
                        <> · {t('orders.edit.customizationsKept', { count: line.configuration_count })}</>
                      )}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="icon-sm"
                      aria-label={t('orders.edit.decrease', { name: line.product_name })}
                      disabled={line.quantity <= MIN_QUANTITY || busy || conflict}
                      onClick={() => setLines((current) => changeQuantity(current, line.key, -1))}
                    >
                      <Minus aria-hidden="true" />
                    </Button>
                    <output
                      aria-label={t('orders.edit.quantity', { name: line.product_name })}
                      className="w-9 text-center font-semibold text-ink tabular-nums"
                      data-testid="line-quantity"
                    >
                      {line.quantity}
                    </output>
                    <Button
                      variant="outline"
                      size="icon-sm"
                      aria-label={t('orders.edit.increase', { name: line.product_name })}
                      disabled={line.quantity >= MAX_QUANTITY || busy || conflict}
                      onClick={() => setLines((current) => changeQuantity(current, line.key, +1))}
                    >
                      <Plus aria-hidden="true" />
                    </Button>
                  </div>
                  <p className="w-24 text-right font-semibold text-ink tabular-nums" data-testid="line-total">
                    {money(lineTotalMinor(line))}
                  </p>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('orders.edit.remove', { name: line.product_name })}
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    disabled={busy || conflict}
                    onClick={() => setLines((current) => removeLine(current, line.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <dl
          className={cn('space-y-1.5 rounded-xl bg-surface px-4 py-3 text-sm', empty && 'opacity-60')}
          data-testid="edit-totals"
        >
          <div className="flex justify-between text-ink-muted">
            <dt>{t('orders.detail.items.subtotal')}</dt>
            <dd className="tabular-nums">{money(totals.subtotal_minor)}</dd>
          </div>
          <div className="flex justify-between text-ink-muted">
            <dt>{t('orders.detail.items.vat')}</dt>
            <dd className="tabular-nums">{money(totals.vat_minor)}</dd>
          </div>
          <div className="flex justify-between font-bold text-base text-ink">
            <dt>{t('orders.detail.items.total')}</dt>
            <dd className="tabular-nums" data-testid="edit-total">
              {money(totals.total_minor)}
            </dd>
          </div>
          <p className="pt-1 text-ink-muted text-xs">{t('orders.edit.serverPrices')}</p>
        </dl>
      </div>
      <ConfirmDialog
        open={discarding}
        title={t('orders.edit.discard.title')}
        message={t('orders.edit.discard.message')}
        confirmLabel={t('orders.edit.discard.confirm')}
        onConfirm={() => {
          setDiscarding(false);
          onOpenChange(false);
        }}
        cancelLabel={t('orders.edit.discard.keep')}
        onCancel={() => setDiscarding(false)}
      />
    </Dialog>
  );
}
