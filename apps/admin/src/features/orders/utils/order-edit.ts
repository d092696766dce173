import type { OrderDetail } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { type EditLine, linesFromOrder } from './edit-lines';

/** The edit dialog's working copy: the version it edits, the lines as loaded and as edited. */
export interface EditDraft {
  version: number;
  original: EditLine[];
  lines: EditLine[];
}

export function draftOf(order: Pick<OrderDetail, 'version' | 'order_items'>): EditDraft {
  const lines = linesFromOrder(order);
  return { version: order.version, original: lines, lines };
}

/** Codes that mean the order can no longer take this edit (closed, or paid / being paid meanwhile). */
const NOT_EDITABLE_CODES = ['order_not_editable', 'order_paid_total_locked', 'payment_in_progress'];

/**
 * What a failed save means for the dialog: an older version (explain, offer a reload), an order
 * that cannot be edited any more (toast and close), or another error (toast, stay open).
 */
export function saveFailure(error: unknown): 'conflict' | 'notEditable' | 'other' {
  if (isApiError(error) && error.code === 'version_conflict') return 'conflict';
  if (isApiError(error) && NOT_EDITABLE_CODES.includes(error.code)) return 'notEditable';
  return 'other';
}
