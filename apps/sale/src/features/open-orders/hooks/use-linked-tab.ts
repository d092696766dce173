import type { ManualDiscountInput, OpenOrder } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { getOpenOrder } from '../api/get-open-order';
import { errorText } from '../utils/error-text';
import { type KeptLine, keptOnLink, loadedKey } from '../utils/linked-tab';
import { addedLines, cartLinesOf, linesKey, type NamedCartLine } from '../utils/order-lines';
import { clearLinked, setLinked, useLinkedOrder } from './linked-order-store';
import { saveLinkedOrder, wouldEmpty } from './save-linked-order';

/**
 * The tab linked to the till's cart: linking (its lines and discounts become the cart), reloading (also after a
 * version conflict, keeping the cashier's added lines at hand), saving (asking first when it
 * would empty the tab) and unlinking.
 */
export function useLinkedTab(input: {
  cartLines: readonly NamedCartLine[];
  /** The cart's manual discounts (saved with the lines). */
  cartDiscounts: readonly CartDiscount[];
  onReplaceCart: (lines: KeptLine[], discounts: ManualDiscountInput[]) => void;
  onLoaded(): void;
}) {
  const { cartLines, cartDiscounts, onReplaceCart, onLoaded } = input;
  const { t } = useTranslation();
  const linked = useLinkedOrder();
  const order = linked.order;
  const [saving, setSaving] = useState(false);
  /** A save would take every line off the tab: asked first. */
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  /** The cashier's lines when a save was refused (shown until added again or dismissed). */
  const [kept, setKept] = useState<KeptLine[] | null>(null);

  const load = (next: OpenOrder) => {
    const lines = cartLinesOf(next);
    const discounts = next.discounts ?? [];
    onReplaceCart(lines, discounts);
    setLinked(next, loadedKey(lines, discounts));
    setKept(null);
    onLoaded();
  };
  const reloadWith = async (mine: KeptLine[] | null) => {
    if (!order) return;
    try {
      load(await getOpenOrder(order.id));
      if (mine) setKept(mine);
    } catch (caught) {
      toast.error(errorText(caught, t));
    }
  };

  return {
    linked,
    order,
    unsaved: order !== null && linesKey(cartLines, cartDiscounts) !== linked.savedKey,
    saving,
    confirmingEmpty,
    setConfirmingEmpty,
    kept,
    setKept,
    /** Links a tab: its lines become the cart; an unlinked cart's lines are kept at hand to add. */
    link: (next: OpenOrder) => {
      const before = keptOnLink(order, cartLines);
      load(next);
      if (before.length > 0) setKept(before);
    },
    reload: () => reloadWith(null),
    // what the cashier added since the order was loaded: kept visible after the reload
    reloadAfterConflict: () => reloadWith(order ? addedLines(cartLines, cartLinesOf(order)) : null),
    save: async (confirmEmpty = false) => {
      if (!order) return;
      if (!confirmEmpty && wouldEmpty(order, cartLines)) {
        setConfirmingEmpty(true);
        return;
      }
      setConfirmingEmpty(false);
      setSaving(true);
      const saved = await saveLinkedOrder(
        order,
        { lines: cartLines, discounts: cartDiscounts },
        t,
        confirmEmpty,
      );
      setSaving(false);
      if (!saved) return;
      setKept(null);
      toast.success(t('sale.openOrders.saved'));
    },
    unlink: () => {
      // the cart keeps its items, as a new unsaved cart
      clearLinked();
      setKept(null);
      toast.info(t('sale.openOrders.unlinked'));
    },
  };
}

export type LinkedTab = ReturnType<typeof useLinkedTab>;
