import { vatOfInclusive } from '../money.js';

/** A cart or order line: VAT-inclusive unit price in minor units. */
export interface PricedLine {
  unit_price_minor: number;
  quantity: number;
  vat_rate: number;
}

export interface Totals {
  /** VAT-inclusive total. */
  total_minor: number;
  /** VAT contained in the total: sum over lines of total * rate / (100 + rate). */
  vat_minor: number;
  /** Total without VAT. */
  subtotal_minor: number;
}

export function lineTotal(line: PricedLine): number {
  return line.unit_price_minor * line.quantity;
}

export function cartTotals(lines: PricedLine[]): Totals {
  let total = 0;
  let vat = 0;
  for (const line of lines) {
    const amount = lineTotal(line);
    total += amount;
    vat += vatOfInclusive(amount, line.vat_rate);
  }
  return { total_minor: total, vat_minor: vat, subtotal_minor: total - vat };
}
