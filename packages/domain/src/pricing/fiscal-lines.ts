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

/**
 * `quantity` units costing `amountMinor` in all as whole unit prices: one group when it divides,
 * else q − r units at ⌊N/q⌋ and r at ⌊N/q⌋ + 1 (r = N mod q). Also what a stored order row (or
 * the returned units of one) is sent to the terminal as.
 */
export function fiscalUnits(
  quantity: number,
  amountMinor: number,
): Array<{ quantity: number; unit_price_minor: number }> {
  const unit = Math.floor(amountMinor / quantity);
  const over = amountMinor - unit * quantity;
  if (over === 0) return [{ quantity, unit_price_minor: unit }];
  return [
    { quantity: quantity - over, unit_price_minor: unit },
    { quantity: over, unit_price_minor: unit + 1 },
  ];
}

function split(productId: string, quantity: number, amount: number, rate: number): FiscalLine[] {
  return fiscalUnits(quantity, amount).map((group) => ({
    product_id: productId,
    quantity: group.quantity,
    unit_price_minor: group.unit_price_minor,
    total_minor: group.quantity * group.unit_price_minor,
    vat_rate: rate,
  }));
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
