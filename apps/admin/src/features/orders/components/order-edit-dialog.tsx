import type { OrderDetail } from '@kiosk/contracts';
import { Button, ConfirmDialog, Dialog, useLanguage } from '@kiosk/ui';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderEdit } from '../hooks/use-order-edit';
import { changeQuantity, removeLine } from '../utils/edit-lines';
import { formatOrderMoney } from '../utils/order-format';
import { EditLineItem, EditTotals, EmptyEditLines, VersionConflictNotice } from './order-edit-parts';
import { ProductSearch } from './product-search';

export interface OrderEditDialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the order from the server (after a version conflict); resolves to the current order. */
  onReload: () => Promise<OrderDetail | undefined>;
}

/**
 * 'Sipariş Düzenle' (spec sections 2 and 5): add products by search (an existing product raises its
 * quantity), change quantities (never below 1), remove lines (at least one stays), totals, and save.
 * The server prices everything and refuses an edit of an older version: the dialog then explains
 * it and offers to load the current order.
 */
export function OrderEditDialog({ order, open, onOpenChange, onReload }: OrderEditDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const edit = useOrderEdit(order, open, onOpenChange, onReload);
  const linesLabelId = useId();
  const money = (minor: number) => formatOrderMoney(minor, order.currency_code, locale);
  const { lines, conflict, busy, searchOpen } = edit;

  return (
    <Dialog
      open={open}
      onOpenChange={edit.close}
      size="lg"
      title={t('orders.edit.title')}
      description={t('orders.edit.description', { number: order.order_number })}
      footer={
        <>
          <Button variant="outline" onClick={() => edit.close(false)} disabled={busy}>
            {t('orders.edit.cancel')}
          </Button>
          <Button
            onClick={edit.submit}
            loading={edit.saving}
            disabled={edit.empty || !edit.changed || conflict || edit.reloading}
            data-testid="save-order-items"
          >
            {edit.saving ? t('orders.edit.saving') : t('orders.edit.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="order-edit-dialog">
        {conflict && <VersionConflictNotice reloading={edit.reloading} onReload={() => void edit.reload()} />}

        <div>
          <Button
            variant={searchOpen ? 'ghost' : 'outline'}
            size="sm"
            aria-expanded={searchOpen}
            onClick={() => edit.setSearchOpen((value) => !value)}
            disabled={busy || conflict}
            data-testid="add-product-toggle"
          >
            {searchOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {searchOpen ? t('orders.edit.hideSearch') : t('orders.edit.addProduct')}
          </Button>
          {searchOpen && !conflict && (
            <div className="mt-2">
              <ProductSearch currency={order.currency_code} onPick={edit.pick} />
            </div>
          )}
          <p className="sr-only" aria-live="polite">
            {edit.announcement}
          </p>
        </div>

        <section aria-labelledby={linesLabelId}>
          <h3 id={linesLabelId} className="sr-only">
            {t('orders.edit.linesLabel')}
          </h3>
          {edit.empty ? (
            <EmptyEditLines searchOpen={searchOpen} onSearch={() => edit.setSearchOpen(true)} />
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line" data-testid="edit-lines">
              {lines.map((line) => (
                <EditLineItem
                  key={line.key}
                  line={line}
                  money={money}
                  disabled={busy || conflict}
                  onQuantity={(delta) => edit.setLines((current) => changeQuantity(current, line.key, delta))}
                  onRemove={() => edit.setLines((current) => removeLine(current, line.key))}
                />
              ))}
            </ul>
          )}
        </section>

        <EditTotals lines={lines} money={money} empty={edit.empty} />
      </div>
      <ConfirmDialog
        open={edit.discarding}
        title={t('orders.edit.discard.title')}
        message={t('orders.edit.discard.message')}
        confirmLabel={t('orders.edit.discard.confirm')}
        onConfirm={() => {
          edit.setDiscarding(false);
          onOpenChange(false);
        }}
        cancelLabel={t('orders.edit.discard.keep')}
        onCancel={() => edit.setDiscarding(false)}
      />
    </Dialog>
  );
}
