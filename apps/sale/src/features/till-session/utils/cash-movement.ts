import type { TillCashMovementInput } from '@kiosk/contracts';

export type CashDirection = TillCashMovementInput['direction'];
type Reason = TillCashMovementInput['reason'];

/** The reasons a direction offers: "Kasaya para ekleme" in; deposits and suppliers out; "Diğer" either way. */
export const REASONS_BY_DIRECTION: Record<CashDirection, readonly [Reason, ...Reason[]]> = {
  in: ['cash_added', 'other'],
  out: ['bank_deposit', 'supplier_payment', 'other'],
};
