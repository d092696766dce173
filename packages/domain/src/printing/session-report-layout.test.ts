import { describe, expect, it } from 'vitest';
import { printedTime, type SessionReportInput, sessionReportLayout } from './session-report-layout.js';
import { PAPER_COLUMNS, type PrintBlock } from './ticket-layout.js';

const report: SessionReportInput = {
  kind: 'close',
  generated_at: '2026-11-28T19:30:00.000Z',
  session: {
    device_name: 'Kasa 1 - Ön tezgâh',
    business_day: '2026-11-28',
    opened_at: '2026-11-28T06:00:00.000Z',
    closed_at: '2026-11-28T19:29:00.000Z',
    opened_by_email: 'kasiyer@ornek.com',
    closed_by_email: 'mudur@ornek.com',
    float_minor: 50_000,
    close_note: 'Bozuk para eksik çıktı, müdüre bildirildi',
  },
  by_method: [
    { method: 'card', count: 12, amount_minor: 345_000 },
    { method: 'cash', count: 5, amount_minor: 80_050 },
  ],
  by_vat_rate: [{ vat_rate: 10, gross_minor: 425_050, vat_minor: 38_641 }],
  refunds: { count: 1, cash_minor: 2_500, card_minor: 0 },
  discounts: {
    orders: 3,
    discount_minor: 4_750,
    promotions: { count: 2, discount_minor: 3_000 },
    manual: { count: 1, discount_minor: 1_750 },
  },
  cash_in_minor: 10_000,
  cash_out_minor: 20_000,
  expected_cash_minor: 117_550,
  counted_minor: 117_000,
  difference_minor: -550,
  orders_count: 17,
  first_order_number: 'T-20261128-0001',
  last_order_number: 'T-20261128-0017',
};

const width = (b: PrintBlock) => (b.type === 'text' ? Array.from(b.text).length * (b.size ?? 1) : 0);
const text = (blocks: PrintBlock[]) => blocks.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n');

describe('sessionReportLayout', () => {
  it('prints the close report in Turkish with local times, totals, the count and the difference', () => {
    const all = text(sessionReportLayout(report, 48, 'Europe/Istanbul'));
    expect(all).toContain('KASA KAPANIŞ RAPORU');
    expect(all).toMatch(/Açılış\s+28\.11\.2026 09:00/);
    expect(all).toMatch(/Kapanış\s+28\.11\.2026 22:29/);
    expect(all).toMatch(/Kart \(12\)\s+3\.450,00 TL/);
    expect(all).toMatch(/Toplam\s+4\.250,50 TL/);
    expect(all).toMatch(/%10 KDV dahil tutar\s+4\.250,50 TL/);
    expect(all).toMatch(/%10 KDV\s+386,41 TL/);
    expect(all).toMatch(/Beklenen nakit\s+1\.175,50 TL/);
    expect(all).toMatch(/Sayılan nakit\s+1\.170,00 TL/);
    expect(all).toMatch(/Fark\s+-5,50 TL/);
    expect(all).toContain('Bozuk para eksik');
    expect(all).toContain('İş günü');
  });

  it('prints an X report of an open session without a count or a difference', () => {
    const open: SessionReportInput = {
      ...report,
      kind: 'X',
      session: { ...report.session, closed_at: null, closed_by_email: null, close_note: null },
      counted_minor: null,
      difference_minor: null,
    };
    const all = text(sessionReportLayout(open, 48, 'Europe/Istanbul'));
    expect(all).toContain('X RAPORU');
    expect(all).not.toContain('Sayılan nakit');
    expect(all).not.toContain('Fark');
    expect(all).not.toContain('Kapanış');
  });

  it.each(PAPER_COLUMNS)('fits every line in %i columns', (columns) => {
    for (const block of sessionReportLayout(report, columns, 'Europe/Istanbul'))
      expect(width(block)).toBeLessThanOrEqual(columns);
  });

  it('prints the discounts given: promotions and manual ones with their orders, then the total', () => {
    const all = text(sessionReportLayout(report, 48, 'Europe/Istanbul'));
    expect(all).toContain('İNDİRİMLER');
    expect(all).toMatch(/İndirimli sipariş\s+3/);
    expect(all).toMatch(/Kampanya \(2 sipariş\)\s+30,00 TL/);
    expect(all).toMatch(/Elle indirim \(1 sipariş\)\s+17,50 TL/);
    expect(all).toMatch(/Toplam indirim\s+47,50 TL/);
    // a snapshot queued before discounts were reported prints without the section
    const { discounts: _left, ...older } = report;
    expect(text(sessionReportLayout(older, 48, 'Europe/Istanbul'))).not.toContain('İNDİRİMLER');
  });

  it('prints times in the outlet zone', () => {
    expect(printedTime('2026-07-01T21:30:00.000Z', 'Europe/Istanbul')).toBe('02.07.2026 00:30');
  });
});
