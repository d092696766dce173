import type { OrderDetail } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOrderItems } from '../api/update-order-items';
import {
  addProduct,
  type EditableProduct,
  type EditLine,
  linesChanged,
  toItemsPayload,
} from '../utils/edit-lines';
import { draftOf, type EditDraft, saveFailure } from '../utils/order-edit';
import { orderErrorText } from '../utils/order-errors';
import { itemsLockKey } from '../utils/order-status';

/**
 * The order edit dialog's state: the draft (restarted at every opening), the product search, the
 * discard question, the save (a version conflict offers a reload of the current order).
 */
export function useOrderEdit(
  order: OrderDetail,
  open: boolean,
  onOpenChange: (open: boolean) => void,
  onReload: () => Promise<OrderDetail | undefined>,
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [searchOpen, setSearchOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const newKey = useRef(0);
  const saver = useOrderEditSave({
    order,
    draft,
    onOpenChange,
    onReload,
    onReloaded: (current) => {
      setDraft(draftOf(current));
      setSearchOpen(false);
    },
  });

  // every opening starts from the order as it is now (state adjusted while rendering, no effect)
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setDraft(draftOf(order));
      setSearchOpen(false);
      setAnnouncement('');
      setDiscarding(false);
      saver.restart();
    }
  }

  const { lines } = draft;
  const changed = linesChanged(draft.original, lines);
  const empty = lines.length === 0;
  const { busy } = saver;

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

  return {
    lines,
    setLines,
    changed,
    empty,
    busy,
    saving: saver.saving,
    conflict: saver.conflict,
    reloading: saver.reloading,
    searchOpen,
    setSearchOpen,
    announcement,
    discarding,
    setDiscarding,
    pick,
    close,
    submit: saver.submit,
    reload: saver.reload,
  };
}

/**
 * The edit's save: a version conflict is kept to offer a reload of the current order (handed to
 * `onReloaded`); an order that cannot be edited any more closes the dialog.
 */
function useOrderEditSave({
  order,
  draft,
  onOpenChange,
  onReload,
  onReloaded,
}: {
  order: OrderDetail;
  draft: EditDraft;
  onOpenChange: (open: boolean) => void;
  onReload: () => Promise<OrderDetail | undefined>;
  onReloaded: (current: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useUpdateOrderItems();
  const busy = save.isPending || reloading;
  /** A new opening: no conflict, no earlier answer. */
  const restart = () => {
    setConflict(false);
    save.reset();
  };

  const submit = () => {
    if (draft.lines.length === 0 || busy) return;
    save.mutate(
      { order_id: order.id, version: draft.version, items: toItemsPayload(draft.lines) },
      {
        onSuccess: () => {
          toast.success(t('orders.edit.saved'));
          onOpenChange(false);
        },
        onError: (error) => {
          const failure = saveFailure(error);
          if (failure === 'conflict') return setConflict(true);
          // closed, or paid / being paid meanwhile: this edit cannot be saved
          toast.error(
            orderErrorText(
              error,
              t,
              failure === 'notEditable' ? 'orders.edit.notEditable' : 'orders.edit.saveError',
            ),
          );
          if (failure === 'notEditable') onOpenChange(false);
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
      onReloaded(current);
      setConflict(false);
      save.reset();
      toast.info(t('orders.edit.conflict.reloaded'));
    } catch (error) {
      toast.error(orderErrorText(error, t, 'orders.detail.loadError'));
    } finally {
      setReloading(false);
    }
  };

  return { conflict, reloading, saving: save.isPending, busy, restart, submit, reload };
}
