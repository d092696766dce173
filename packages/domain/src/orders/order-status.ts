/**
 * Order statuses (spec part 2, section 4). The list and detail screens show a display status;
 * raw statuses map onto it: pending_payment -> pending; paid -> confirmed (shown with
 * "(Ödeme Alındı)"); payment_failed and abandoned -> cancelled.
 */
export const DISPLAY_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const RAW_STATUSES = [
  'pending',
  'pending_payment',
  'paid',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
  'abandoned',
] as const;
export type RawStatus = (typeof RAW_STATUSES)[number];

const RAW_TO_DISPLAY: Record<RawStatus, DisplayStatus> = {
  pending: 'pending',
  pending_payment: 'pending',
  paid: 'confirmed',
  confirmed: 'confirmed',
  preparing: 'preparing',
  ready: 'ready',
  completed: 'completed',
  cancelled: 'cancelled',
  payment_failed: 'cancelled',
  abandoned: 'cancelled',
};

const NEXT: Record<DisplayStatus, DisplayStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
};

export function displayStatus(raw: string): DisplayStatus | undefined {
  return RAW_TO_DISPLAY[raw as RawStatus];
}

/** The steps an order may take next from its raw status. */
export function allowedNextStatuses(raw: string): DisplayStatus[] {
  const display = displayStatus(raw);
  return display ? NEXT[display] : [];
}

export function canMoveTo(raw: string, target: string): boolean {
  return (allowedNextStatuses(raw) as string[]).includes(target);
}

/** Items can be edited while the order is neither completed nor cancelled. */
export function itemsEditable(raw: string): boolean {
  const display = displayStatus(raw);
  return display !== undefined && display !== 'completed' && display !== 'cancelled';
}

export const CANCEL_REASONS = [
  'customer_request',
  'wrong_order',
  'payment_issue',
  'out_of_stock',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
