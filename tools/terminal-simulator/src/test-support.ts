import {
  deviceInfoSchema,
  type saleRequestSchema,
  saleResultSchema,
  type TransactionHandle,
  terminalEnvelopeSchema,
} from '@kiosk/contracts';
import { z } from 'zod';

/** Helpers shared by the simulator's tests (not used at run time). */

export const SERIAL = 'PAV-SIM-0001';
const TEST_DATE = '2026-11-21T10:00:00.000000';

export const anyEnvelope = terminalEnvelopeSchema(z.unknown());
export const saleEnvelope = terminalEnvelopeSchema(saleResultSchema);
export const deviceInfoEnvelope = terminalEnvelopeSchema(deviceInfoSchema);

export function makeHandle(sequence: number, fingerprint = 'FP-TEST', serial = SERIAL): TransactionHandle {
  return {
    SerialNumber: serial,
    TransactionDate: TEST_DATE,
    TransactionSequence: sequence,
    Fingerprint: fingerprint,
  };
}

export type SaleInput = z.input<typeof saleRequestSchema>['Sale'];

export function makeSale(orderNo = 'K-0001'): SaleInput {
  return {
    OrderNo: orderNo,
    DocumentType: 'E_ARCHIVE',
    GrossPriceMinor: 118_450,
    TotalPriceMinor: 118_450,
    CurrencyCode: 'TRY',
    Lines: [
      {
        Name: 'Çıtır Tavuk Dürüm',
        Quantity: 2,
        UnitPriceMinor: 45_000,
        UnitCode: 'C62',
        TaxGroupCode: 'KDV10',
        VatRate: 10,
      },
      {
        Name: 'Ayran',
        Quantity: 1,
        UnitPriceMinor: 2_500,
        UnitCode: 'C62',
        TaxGroupCode: 'KDV10',
        VatRate: 10,
      },
      {
        Name: 'Şekerli Lokum (ığüşöçİ)',
        Quantity: 0.5,
        UnitPriceMinor: 51_900,
        UnitCode: 'KGM',
        TaxGroupCode: 'KDV20',
        VatRate: 20,
      },
    ],
    Payments: [{ Mediator: 'CARD', AmountMinor: 118_450 }],
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
