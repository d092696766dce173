import { describe, expect, it } from 'vitest';
import { DIGITAL_RECEIPT_TTL_SECONDS, digitalReceiptIssuable, vatByRate } from './digital-receipt.js';

describe('digital receipt', () => {
  it('lasts 30 days', () => {
    expect(DIGITAL_RECEIPT_TTL_SECONDS).toBe(2_592_000);
  });

  it('groups the VAT of the lines by rate, lowest first, with the tax base', () => {
    expect(
      vatByRate([
        { vat_rate: 20, total_price_minor: 12_000, vat_amount_minor: 2_000 },
        { vat_rate: 10, total_price_minor: 11_000, vat_amount_minor: 1_000 },
        { vat_rate: 20, total_price_minor: 6_000, vat_amount_minor: 1_000 },
      ]),
    ).toEqual([
      { rate: 10, gross_minor: 11_000, vat_minor: 1_000, net_minor: 10_000 },
      { rate: 20, gross_minor: 18_000, vat_minor: 3_000, net_minor: 15_000 },
    ]);
    expect(vatByRate([])).toEqual([]);
  });

  it('is issued only for orders whose money was taken', () => {
    expect(digitalReceiptIssuable('paid')).toBe(true);
    expect(digitalReceiptIssuable('partially_refunded')).toBe(true);
    for (const state of ['pending', 'in_progress', 'failed', 'unpaid', 'refunded']) {
      expect(digitalReceiptIssuable(state)).toBe(false);
    }
  });
});
