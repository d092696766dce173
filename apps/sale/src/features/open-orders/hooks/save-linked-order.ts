import type { OpenOrder } from '@kiosk/contracts';
import type { CartLine } from '@kiosk/domain';
import { isApiError, toast } from '@kiosk/ui';
import type { useTranslation } from 'react-i18next';
import { updateOpenOrder } from '../api/update-open-order';
import { errorText } from '../utils/error-text';
import { itemsOf, linesKey } from '../utils/order-lines';
import { setConflict, setLinked } from './linked-order-store';

type TFunction = ReturnType<typeof useTranslation>['t'];

/**
 * Saves the cart's lines over the linked tab at the version it was read (the bar's save, and the
 * pay buttons before they charge the tab). `confirmEmpty` only after the cashier agreed to take
 * every line off. Null when refused: a newer version is shown as the bar's conflict, any other
 * refusal as a toast.
 */
export async function saveLinkedOrder(
  order: OpenOrder,
  cartLines: readonly CartLine[],
  t: TFunction,
  confirmEmpty = false,
): Promise<OpenOrder | null> {
  try {
    const saved = await updateOpenOrder(order.id, {
      expected_version: order.version,
      items: itemsOf(cartLines),
      ...(confirmEmpty ? { confirm_empty: true as const } : {}),
    });
    setLinked(saved, linesKey(cartLines));
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
export function wouldEmpty(order: OpenOrder, cartLines: readonly CartLine[]): boolean {
  return cartLines.length === 0 && order.items.length > 0;
}
