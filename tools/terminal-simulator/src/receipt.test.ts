import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { simulatorOptionsFromEnv } from './env.js';
import { formatQuantity, formatTl, localIso, transactionDate } from './format.js';
import { type ReceiptInput, renderReceiptPng, renderReceiptSvg, vatOf } from './receipt.js';
import { makeSale } from './test-support.js';

const input = (overrides: Partial<ReceiptInput> = {}): ReceiptInput => ({
  copy: 'customer',
  widthMm: 80,
  date: new Date('2026-11-21T11:32:05Z'),
  sale: {
    ...makeSale('K-<&>-1'),
    DocumentType: 'E_ARCHIVE',
    CurrencyCode: 'TRY',
    CardReadTimeoutSeconds: 180,
    ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
  },
  saleNumber: '000042',
  documentNumber: '0042',
  invoiceNumber: 'GIB2026000000042',
  serialNumber: 'PAV-SIM-0001',
  terminalId: 'PS000001',
  merchantId: '000100000012345',
  payments: [
    {
      Mediator: 'CARD',
      AmountMinor: 118_450,
      CardDetails: {
        Brand: 'TROY',
        MaskedNumber: '9792 03** **** 4321',
        CardType: 'DEBIT',
        AuthorizationCode: 'Q7W8E9',
        BatchNumber: '0325',
        Acquirer: 'Garanti BBVA',
        ResponseCode: '00',
      },
    },
  ],
  ...overrides,
});

describe('Turkish formats', () => {
  it('formats money, quantities and local times', () => {
    expect(formatTl(123_450)).toBe('1.234,50 TL');
    expect(formatTl(5)).toBe('0,05 TL');
    expect(formatTl(123_456_789)).toBe('1.234.567,89 TL');
    expect(formatTl(-2000)).toBe('-20,00 TL');
    expect(formatQuantity(0.5)).toBe('0,5');
    expect(formatQuantity(3)).toBe('3');
    expect(localIso(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22T00:30:00');
    expect(transactionDate(new Date('2026-11-21T08:00:00.123Z'))).toBe('2026-11-21T11:00:00.123000');
  });

  it('extracts VAT from VAT-inclusive amounts', () => {
    expect(vatOf(11_000, 10)).toBe(1000);
    expect(vatOf(12_000, 20)).toBe(2000);
    expect(vatOf(10_100, 1)).toBe(100);
  });
});

describe('receipt', () => {
  it('prints the slip in Turkish with escaped text', () => {
    const svg = renderReceiptSvg(input());
    for (const text of [
      'DEMO BÜFE - KADIKÖY ŞUBESİ',
      'SATIŞ',
      'MÜŞTERİ NÜSHASI',
      'SİPARİŞ NO: K-&lt;&amp;&gt;-1',
      'Şekerli Lokum (ığüşöçİ)',
      '2 AD × 450,00 TL',
      '900,00 TL',
      'TOPKDV',
      '1.184,50 TL',
      'TROY  9792 03** **** 4321',
      'BANKA KARTI',
      'ONAY KODU: Q7W8E9',
      'BATCH NO: 0325',
      'TERMİNAL NO: PS000001',
      'İŞYERİ NO: 000100000012345',
      'E-ARŞİV FATURA NO: GIB2026000000042',
      'TARİH: 21.11.2026',
      'SAAT: 14:32:05',
      'TEŞEKKÜR EDERİZ',
    ]) {
      expect(svg).toContain(text);
    }
    expect(svg).toContain('font-family="DejaVu Sans, Liberation Sans, sans-serif"');
    expect(svg).not.toContain('K-<&>');
    expect(renderReceiptSvg(input({ copy: 'merchant' }))).toContain('İŞYERİ NÜSHASI');
  });

  it('renders PNGs 576 px wide at 80 mm and 384 px at 58 mm', async () => {
    const wide = await sharp(await renderReceiptPng(input())).metadata();
    const narrow = await sharp(await renderReceiptPng(input({ widthMm: 58 }))).metadata();
    expect(wide).toMatchObject({ format: 'png', width: 576 });
    expect(narrow).toMatchObject({ format: 'png', width: 384 });
  });
});

describe('environment', () => {
  it('reads SIM_* variables with defaults', () => {
    expect(simulatorOptionsFromEnv({})).toEqual({ port: 4567, mode: 'REST' });
    expect(
      simulatorOptionsFromEnv({
        SIM_PORT: '0',
        SIM_HOST: '127.0.0.1',
        SIM_SERIAL: 'PAV-X',
        SIM_TERMINAL_ID: 'T1',
        SIM_MERCHANT_ID: 'M1',
        SIM_MODE: 'cloud',
        SIM_CLOUD_URL: 'ws://localhost:5173/api/pos/cloud/v1',
        SIM_CLOUD_TOKEN: 'secret',
        SIM_STATE_FILE: '/tmp/sim.json',
        SIM_DELAY_MS: '0',
      }),
    ).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      serialNumber: 'PAV-X',
      terminalId: 'T1',
      merchantId: 'M1',
      mode: 'CLOUD',
      cloudUrl: 'ws://localhost:5173/api/pos/cloud/v1',
      cloudToken: 'secret',
      stateFile: '/tmp/sim.json',
      defaultDelayMs: 0,
    });
    expect(() => simulatorOptionsFromEnv({ SIM_MODE: 'CLOUD' })).toThrow(/SIM_CLOUD_URL/);
    expect(() => simulatorOptionsFromEnv({ SIM_PORT: 'abc' })).toThrow(/SIM_PORT/);
    expect(() => simulatorOptionsFromEnv({ SIM_MODE: 'CLOUD', SIM_CLOUD_URL: 'http://x' })).toThrow(
      /SIM_CLOUD_URL/,
    );
  });
});
