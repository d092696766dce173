import type { OpenOrder } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import type { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../../lib/cart-discounts';
import { sendWithManagerPin } from '../../../lib/manager-pin/pin-store';
import { updateOpenOrder } from '../api/update-open-order';
import { errorText } from '../utils/error-text';
import { discountsOf, itemsOf, linesKey, type NamedCartLine } from '../utils/order-lines';
import { setConflict, setLinked } from './linked-order-store';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The till's cart as a tab is saved from: its lines and manual discounts. */
export interface TabCart {
  lines: readonly NamedCartLine[];
  discounts: readonly CartDiscount[];
}

/**
 * Saves the cart's lines and discounts over the linked tab at the version it was read (the bar's
 * save, and the pay buttons before they charge the tab); discounts over the limit ask for a
 * manager's PIN and send again. `confirmEmpty` only after the cashier agreed to take every line
 * off. Null when refused: a newer version is shown as the bar's conflict, any other refusal as a
 * toast.
 */
export async function saveLinkedOrder(
  order: OpenOrder,
  cart: TabCart,
  t: TFunction,
  confirmEmpty = false,
): Promise<OpenOrder | null> {
  try {
    const body = {
      expected_version: order.version,
      items: itemsOf(cart.lines),
      discounts: discountsOf(cart.lines, cart.discounts),
      ...(confirmEmpty ? { confirm_empty: true as const } : {}),
    };
    const saved = await sendWithManagerPin((pin) =>
      updateOpenOrder(order.id, pin ? { ...body, manager_pin: pin } : body),
    );
    setLinked(saved, linesKey(cart.lines, cart.discounts));
    return saved;
  } catch (caught) {
    if (isApiError(caught) && caught.code === 'version_conflict') {
      const details = (caught.details ?? {}) as {
        updated_by?: string | null;
        updated_at?: string;
        version?: number;
      };
      setConflict({
        by: details.updated_by ?? null,
        at: details.updated_at ?? new Date().toISOString(),
        version: details.version ?? order.version + 1,
      });
    } else {
      toast.error(errorText(caught, t));
    }
    return null;
  }
}

/** Whether a save of these lines would take every line off the tab (asked first). */
export function wouldEmpty(order: OpenOrder, cartLines: readonly NamedCartLine[]): boolean {
  return cartLines.length === 0 && order.items.length > 0;
}
