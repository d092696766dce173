import { AppError } from '../errors.js';

const PART_MESSAGES: Record<string, string> = {
  nothing_remaining: 'Nothing remains to be paid on this order',
  order_refunded:
    'Money of this order was given back, so no more of it is taken: cancel it and make a new order',
  amount_exceeds_remaining: 'The amount must be between 1 and what remains to be paid',
  tendered_required: 'Enter the cash handed over',
  tendered_too_low: 'The cash handed over is less than the amount',
  tendered_not_cash: 'A card payment takes no tendered amount',
  unknown_line: 'No such line on this order',
  quantity_exceeds_refundable: 'More than is left to refund on this line',
};

/** A till part's or refund's refusal that names the request field it is about. */
export const fieldError = (code: string, field: string, status = 422) =>
  new AppError(code, status, PART_MESSAGES[code] ?? code, [{ field, message: PART_MESSAGES[code] ?? code }]);
