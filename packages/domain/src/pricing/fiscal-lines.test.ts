import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fiscalLines } from './fiscal-lines.js';
import type { PricedCartLine } from './price-cart.js';

const plain = (quantity: number, net: number): PricedCartLine => ({
  line_id: 'l',
  product_id: 'cola',
  quantity,
  unit_gross_minor: 4_000,
  gross_minor: 4_000 * quantity,
  savings: [],
  discount_minor: 4_000 * quantity - net,
  net_minor: net,
  vat_minor: 0,
  taxes: [{ vat_rate: 10, amount_minor: net, vat_minor: 0 }],
  parts: [],
});

describe('fiscal lines', () => {
  it('sends a line that divides evenly as it is', () => {
    expect(fiscalLines(plain(3, 9_000))).toEqual([
      { product_id: 'cola', quantity: 3, unit_price_minor: 3_000, total_minor: 9_000, vat_rate: 10 },
    ]);
  });

  it('splits a discounted line into two unit prices a kuruş apart', () => {
    // 3 colas at 40 TL less 10 TL off the order: 110 TL = 2 × 36,67 + 1 × 36,66
    expect(fiscalLines(plain(3, 11_000))).toEqual([
      { product_id: 'cola', quantity: 1, unit_price_minor: 3_666, total_minor: 3_666, vat_rate: 10 },
      { product_id: 'cola', quantity: 2, unit_price_minor: 3_667, total_minor: 7_334, vat_rate: 10 },
    ]);
  });

  it('sends a deal as its parts, each at its own rate', () => {
    const deal: PricedCartLine = {
      ...plain(2, 10_001),
      product_id: 'menu',
      taxes: [],
      parts: [
        {
          group_id: 'main',
          product_id: 'burger',
          selection: {},
          list_unit_minor: 1,
          vat_rate: 10,
          amount_minor: 8_001,
          vat_minor: 0,
        },
        {
          group_id: 'drink',
          product_id: 'beer',
          selection: {},
          list_unit_minor: 1,
          vat_rate: 20,
          amount_minor: 2_000,
          vat_minor: 0,
        },
      ],
    };
    expect(fiscalLines(deal).map((l) => [l.product_id, l.quantity, l.unit_price_minor, l.vat_rate])).toEqual([
      ['burger', 1, 4_000, 10],
      ['burger', 1, 4_001, 10],
      ['beer', 2, 1_000, 20],
    ]);
  });

  it('always adds up to the line, with whole unit prices a kuruş apart at most (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (quantity, net) => {
          const lines = fiscalLines(plain(quantity, net));
          expect(lines.reduce((sum, l) => sum + l.total_minor, 0)).toBe(net);
          expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(quantity);
          for (const l of lines) expect(l.quantity).toBeGreaterThan(0);
          const prices = lines.map((l) => l.unit_price_minor);
          expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
