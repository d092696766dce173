import type { PricedCartLine } from './price-cart.js';

/**
 * What the fiscal terminal (ÖKC) is sent for a priced line: it prints quantity × unit price per
 * VAT group, so it gets the discounted amounts the customer pays. A plain line is one piece, a deal
 * one piece per part (each at its own rate). A piece of q units costing N kuruş, when N is not a
 * multiple of q, becomes two lines: q − r units at ⌊N/q⌋ and r units at ⌊N/q⌋ + 1 (r = N mod q),
 * which add up to N exactly.
 */
export interface FiscalLine {
  product_id: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
  vat_rate: number;
}

function split(productId: string, quantity: number, amount: number, rate: number): FiscalLine[] {
  const unit = Math.floor(amount / quantity);
  const over = amount - unit * quantity;
  const line = (units: number, price: number): FiscalLine => ({
    product_id: productId,
    quantity: units,
    unit_price_minor: price,
    total_minor: units * price,
    vat_rate: rate,
  });
  if (over === 0) return [line(quantity, unit)];
  return [line(quantity - over, unit), line(over, unit + 1)];
}

export function fiscalLines(line: PricedCartLine): FiscalLine[] {
  if (line.parts.length === 0) {
    return line.taxes.flatMap((piece) =>
      split(line.product_id, line.quantity, piece.amount_minor, piece.vat_rate),
    );
  }
  return line.parts.flatMap((part) =>
    split(part.product_id, line.quantity, part.amount_minor, part.vat_rate),
  );
}
