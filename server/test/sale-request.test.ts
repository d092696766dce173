import {
  refundSaleRequestSchema,
  saleRequestSchema,
  startPaymentRequestSchema,
  type TransactionHandle,
} from '@kiosk/contracts';
import { finalPaymentLines } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import {
  buildRefundRequest,
  buildSaleRequest,
  buildStartPaymentRequest,
  type SaleLineInput,
} from '../src/payments/sale-request.js';

// The pure CompleteSale builder: no database, no terminal.

const handle: TransactionHandle = {
  SerialNumber: 'SN-1',
  TransactionDate: '2026-01-02T03:04:05.000000',
  TransactionSequence: 7,
  Fingerprint: 'fp',
};
const burger: SaleLineInput = {
  id: 'i1',
  product_name: 'Klasik Burger',
  quantity: 2,
  unit_price_minor: 25_000,
  total_price_minor: 50_000,
  vat_rate: 10,
  unit_code: 'C62',
  tax_code: 'KDV10',
};

describe('buildSaleRequest', () => {
  it('a receipt for the attempt amount, all by card, one line per order line, valid for the terminal', () => {
    const request = buildSaleRequest({
      order: { order_number: 'K-20260102-0001', customer: null },
      lines: [
        burger,
        {
          ...burger,
          product_name: 'Ayran',
          quantity: 1,
          unit_price_minor: 3_000,
          total_price_minor: 3_000,
          unit_code: 'LTR',
        },
      ],
      handle,
      amountMinor: 53_000,
      timeoutMs: 180_000,
    });
    expect(request).toEqual({
      TransactionHandle: handle,
      Sale: {
        OrderNo: 'K-20260102-0001',
        DocumentType: 'RECEIPT',
        GrossPriceMinor: 53_000,
        TotalPriceMinor: 53_000,
        CurrencyCode: 'TRY',
        Lines: [
          {
            Name: 'Klasik Burger',
            Quantity: 2,
            UnitPriceMinor: 25_000,
            UnitCode: 'C62',
            TaxGroupCode: 'KDV10',
            VatRate: 10,
          },
          {
            Name: 'Ayran',
            Quantity: 1,
            UnitPriceMinor: 3_000,
            UnitCode: 'LTR',
            TaxGroupCode: 'KDV10',
            VatRate: 10,
          },
        ],
        Payments: [{ Mediator: 'CARD', AmountMinor: 53_000 }],
        CardReadTimeoutSeconds: 180,
        ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
      },
    });
    expect(saleRequestSchema.safeParse(request).success).toBe(true);
  });

  it('a line whose product (or its unit and tax group) is gone gets unit C62 and tax group KDV<rate>', () => {
    const request = buildSaleRequest({
      order: { order_number: 'N', customer: {} },
      lines: [{ ...burger, vat_rate: 20, unit_code: null, tax_code: null }],
      handle,
      amountMinor: 50_000,
      timeoutMs: 20_400,
    });
    expect(request.Sale.Lines[0]).toMatchObject({ UnitCode: 'C62', TaxGroupCode: 'KDV20', VatRate: 20 });
    expect(request.Sale.CardReadTimeoutSeconds).toBe(20);
    expect(request.Sale).not.toHaveProperty('CustomerParty');
  });

  it('the customer is the buyer only with a TC Kimlik number; e-mail and address only when given', () => {
    const withId = buildSaleRequest({
      order: {
        order_number: 'N',
        customer: { firstName: 'Ayşe', familyName: 'Yılmaz', tcKimlikNo: '10000000146', email: 'a@b.tr' },
      },
      lines: [burger],
      handle,
      amountMinor: 50_000,
      timeoutMs: 180_000,
    });
    expect(withId.Sale.CustomerParty).toEqual({
      FirstName: 'Ayşe',
      LastName: 'Yılmaz',
      TaxNumber: '10000000146',
      Email: 'a@b.tr',
    });
    const withoutId = buildSaleRequest({
      order: { order_number: 'N', customer: { firstName: 'Ayşe', email: 'a@b.tr' } },
      lines: [burger],
      handle,
      amountMinor: 50_000,
      timeoutMs: 180_000,
    });
    expect(withoutId.Sale).not.toHaveProperty('CustomerParty');
  });

  it("the till's last part: the order's total, earlier parts pre-paid (card with its sale number), this part charged", () => {
    const request = buildSaleRequest({
      order: { order_number: 'P-1', customer: null },
      lines: [burger],
      handle,
      amountMinor: 50_000,
      payments: finalPaymentLines([{ method: 'card', amountMinor: 20_000, saleNumber: 'SN-77' }], {
        method: 'cash',
        amountMinor: 30_000,
      }),
      timeoutMs: 180_000,
    });
    expect(request.Sale.TotalPriceMinor).toBe(50_000);
    expect(request.Sale.Payments).toEqual([
      { Mediator: 'CARD', AmountMinor: 20_000, PrePaid: true, Reference: 'SN-77' },
      { Mediator: 'CASH', AmountMinor: 30_000 },
    ]);
    expect(saleRequestSchema.parse(request)).toEqual(request);
  });
});

describe('the sale carries what the customer pays (issue 33)', () => {
  it("a discounted line and a deal's parts at their own rates add up to the total, per VAT rate", () => {
    const lines: SaleLineInput[] = [
      // 3 Ayran at 30,00 with "2. içecek %50": 75,00 paid, not divisible by 3
      {
        ...burger,
        id: 'a',
        product_name: 'Ayran',
        quantity: 3,
        unit_price_minor: 3_000,
        total_price_minor: 7_500,
      },
      // a deal of 2 menus: its parts' apportioned shares (burger 10 %, cola 20 %)
      { ...burger, id: 'b', quantity: 2, unit_price_minor: 25_000, total_price_minor: 37_001 },
      {
        ...burger,
        id: 'c',
        product_name: 'Kola',
        quantity: 2,
        unit_price_minor: 6_000,
        total_price_minor: 9_999,
        vat_rate: 20,
        tax_code: 'KDV20',
      },
    ];
    const request = buildSaleRequest({
      order: { order_number: 'N', customer: null },
      lines,
      handle,
      amountMinor: 54_500,
      timeoutMs: 180_000,
    });
    const sum = (rate?: number) =>
      request.Sale.Lines.filter((l) => rate === undefined || l.VatRate === rate).reduce(
        (total, l) => total + l.Quantity * l.UnitPriceMinor,
        0,
      );
    expect(sum()).toBe(54_500);
    expect(sum(20)).toBe(9_999);
    expect(sum(10)).toBe(7_500 + 37_001);
    expect(request.Sale.Lines.map((l) => [l.Name, l.Quantity, l.UnitPriceMinor])).toEqual([
      ['Ayran', 3, 2_500],
      ['Klasik Burger', 1, 18_500],
      ['Klasik Burger', 1, 18_501],
      ['Kola', 1, 4_999],
      ['Kola', 1, 5_000],
    ]);
    expect(saleRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('buildStartPaymentRequest', () => {
  it('a card charge of the part alone, in lira, valid for the terminal', () => {
    const request = buildStartPaymentRequest({
      orderNumber: 'P-1',
      handle,
      amountMinor: 20_000,
      timeoutMs: 60_000,
    });
    expect(request).toEqual({
      TransactionHandle: handle,
      Payment: { OrderNo: 'P-1', AmountMinor: 20_000, CurrencyCode: 'TRY', CardReadTimeoutSeconds: 60 },
    });
    expect(startPaymentRequestSchema.parse(request)).toEqual(request);
  });
});

describe('buildRefundRequest', () => {
  it('lists the returned units of each line as the sale document listed the line, for the amount given back', () => {
    const saleHandle = { ...handle, TransactionSequence: 3 };
    const request = buildRefundRequest({
      handle,
      saleHandle,
      amountMinor: 25_000,
      lines: [{ line: { ...burger, unit_code: null, tax_code: null }, quantity: 1, amountMinor: 25_000 }],
      reason: 'cold',
    });
    expect(request).toEqual({
      TransactionHandle: handle,
      SaleHandle: saleHandle,
      AmountMinor: 25_000,
      Lines: [
        {
          Name: 'Klasik Burger',
          Quantity: 1,
          UnitPriceMinor: 25_000,
          UnitCode: 'C62',
          TaxGroupCode: 'KDV10',
          VatRate: 10,
        },
      ],
      Reason: 'cold',
    });
    expect(refundSaleRequestSchema.safeParse(request).success).toBe(true);
  });

  it('a part without a document of its own (a StartPayment part) lists no lines', () => {
    const request = buildRefundRequest({
      handle,
      saleHandle: handle,
      amountMinor: 100,
      lines: [],
      reason: 'r',
    });
    expect(request.Lines).toEqual([]);
  });
});
