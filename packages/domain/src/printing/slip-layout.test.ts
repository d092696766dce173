import { describe, expect, it } from 'vitest';
import { type CustomerSlipInput, columnsLine, customerSlipLayout, printedLira } from './slip-layout.js';
import { PAPER_COLUMNS, type PrintBlock } from './ticket-layout.js';

const slip: CustomerSlipInput = {
  order_id: '0b7f7c1e-7f6e-4a57-9d41-2f7a3a2b1c00',
  order_number: 'K-20261128-0042',
  queue_number: 42,
  order_type: 'eat_in',
  source: 'kiosk',
  at: '2026-11-28T14:05:09',
  lines: [
    {
      product_name: 'Çift Katlı Şişliğüzel Özel Köfte Dürüm İçli Sucuklu',
      quantity: 2,
      total_price_minor: 123_450,
      configurations: [{ step_id: 's1', step_name: 'Ekstra', option_name: 'Çedar' }],
    },
    { product_name: 'Ayran', quantity: 1, total_price_minor: 2_500, configurations: [] },
  ],
  total_minor: 125_950,
  fiscal_by_terminal: true,
};

const width = (b: PrintBlock) => (b.type === 'text' ? Array.from(b.text).length * (b.size ?? 1) : 0);
const texts = (blocks: PrintBlock[]) => blocks.flatMap((b) => (b.type === 'text' ? [b.text] : []));

describe('printedLira', () => {
  it('prints kuruş as Turkish lira with dotted thousands and a decimal comma', () => {
    expect(printedLira(125_950)).toBe('1.259,50 TL');
    expect(printedLira(5)).toBe('0,05 TL');
    expect(printedLira(-100_000_000)).toBe('-1.000.000,00 TL');
  });
});

describe('columnsLine', () => {
  it('puts the amount at the right edge and wraps a long name above it', () => {
    const lines = columnsLine('Çok uzun bir ürün adı ki bir satıra sığmaz', '12,50 TL', 24);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(24);
    expect(lines.at(-1)?.endsWith('12,50 TL')).toBe(true);
    expect(lines.at(-1)).toHaveLength(24);
  });

  it('wraps a right part wider than the paper instead of running off it', () => {
    const lines = columnsLine('Açan', 'cok.uzun.bir.kasiyer.adresi@ornek-isletme.com.tr', 32);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(32);
    expect(lines.map((l) => l.trim()).join('')).toContain(
      'Açancok.uzun.bir.kasiyer.adresi@ornek-isletme.com.tr',
    );
  });
});

describe('customerSlipLayout', () => {
  it('shows the queue number very large, the items, the total and the fiscal notice', () => {
    const blocks = customerSlipLayout(slip, 48);
    expect(blocks).toContainEqual(expect.objectContaining({ type: 'text', text: '42', size: 3 }));
    const all = texts(blocks).join('\n');
    expect(all).toContain('2 x Çift Katlı');
    expect(all).toMatch(/1\.234,50 TL/);
    expect(all).toMatch(/TOPLAM\s+1\.259,50 TL/);
    expect(all).toContain('Çedar');
    expect(all).toContain('FİŞ YERİNE GEÇMEZ');
    expect(all).toContain('RESTORANDA');
  });

  it('leaves out the notice when the slip is the only paper, and the QR without a link', () => {
    const blocks = customerSlipLayout({ ...slip, fiscal_by_terminal: false }, 48);
    expect(texts(blocks).join('\n')).not.toContain('FİŞ YERİNE GEÇMEZ');
    expect(blocks.some((b) => b.type === 'qr')).toBe(false);
  });

  it("prints the digital receipt's link as a QR, and TEKRAR on a reprint", () => {
    const url = 'https://fis.example.com/receipt/abc.def.123';
    const blocks = customerSlipLayout(slip, 42, { receiptUrl: url, reprint: true });
    expect(blocks).toContainEqual({ type: 'qr', value: url });
    expect(texts(blocks)[0]).toContain('TEKRAR');
  });

  it.each(PAPER_COLUMNS)('fits every line in %i columns', (columns) => {
    for (const block of customerSlipLayout(slip, columns, { receiptUrl: 'x' }))
      expect(width(block)).toBeLessThanOrEqual(columns);
  });

  it('prints a deal as one priced line with its parts under it, each saving and the total saving', () => {
    const deal: CustomerSlipInput = {
      ...slip,
      lines: [
        {
          product_name: 'Klasik Burger Menü',
          quantity: 1,
          total_price_minor: 20_800,
          configurations: [],
          savings: [{ name: 'Happy hour', amount_minor: 1_200 }],
          parts: [
            {
              product_name: 'Klasik Burger',
              quantity: 1,
              group_name: 'Ana ürün',
              configurations: [{ step_id: 's', step_name: 'Sos', option_name: 'Barbekü' }],
            },
            { product_name: 'Kola (büyük)', quantity: 1, group_name: 'İçecek', configurations: [] },
          ],
        },
        { product_name: 'Ayran', quantity: 2, total_price_minor: 4_000, configurations: [], savings: [] },
      ],
      gross_minor: 26_000,
      discount_minor: 1_200,
      total_minor: 24_800,
    };
    for (const columns of PAPER_COLUMNS) {
      for (const block of customerSlipLayout(deal, columns))
        expect(width(block)).toBeLessThanOrEqual(columns);
    }
    const lines = texts(customerSlipLayout(deal, 42));
    const head = lines.findIndex((l) => l.startsWith('1 x Klasik Burger Menü'));
    expect(lines[head]).toMatch(/208,00 TL$/);
    expect(lines.slice(head + 1, head + 5).map((l) => l.trimEnd())).toEqual([
      '  Ana ürün: Klasik Burger',
      '      Barbekü',
      '  İçecek: Kola (büyük)',
      expect.stringMatching(/^ {2}Happy hour +-12,00 TL$/),
    ]);
    const all = lines.join('\n');
    expect(all).toMatch(/ARA TOPLAM +260,00 TL/);
    expect(all).toMatch(/İNDİRİM +-12,00 TL/);
    expect(all).toMatch(/TOPLAM +248,00 TL/);
    expect(texts(customerSlipLayout(slip, 42)).join('\n')).not.toContain('İNDİRİM');
  });
});
