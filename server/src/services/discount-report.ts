import type { DiscountReport } from '@kiosk/contracts';
import { buildDiscountReport, type DiscountRow, type GrossToNet } from '@kiosk/domain';

function grossToNetOut(t: GrossToNet) {
  return {
    gross_minor: t.grossMinor,
    discount_minor: t.discountMinor,
    sales_minor: t.salesMinor,
    refunds_minor: t.refundsMinor,
    net_minor: t.netMinor,
  };
}

/** The discounts and meal deals section of the dashboard and the Z report (contract shape). */
export function discountReportOut(rows: readonly DiscountRow[]): DiscountReport {
  const report = buildDiscountReport(rows);
  return {
    ...grossToNetOut(report),
    by_channel: report.byChannel.map((c) => ({ channel: c.channel, orders: c.orders, ...grossToNetOut(c) })),
    promotions: report.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      times: p.times,
      quantity: p.quantity,
      discount_minor: p.discountMinor,
    })),
    manual: {
      count: report.manual.count,
      discount_minor: report.manual.discountMinor,
      by_reason: report.manual.byReason.map((m) => ({
        reason: m.reason,
        count: m.count,
        discount_minor: m.discountMinor,
      })),
    },
    deals: report.deals.map((d) => ({
      product_key: d.productKey,
      name: d.name,
      count: d.count,
      quantity: d.quantity,
      ...grossToNetOut(d),
    })),
  };
}

const CSV_TEXT = {
  tr: {
    section: 'İndirimler ve menüler',
    channels: { kiosk: 'Kiosk', till: 'Kasa', open_order: 'Açık sipariş', delivery: 'Paket servis' },
    gross: 'Brüt (indirim öncesi)',
    discount: 'İndirim',
    refunds: 'İadeler',
    net: 'Net',
    promotion: 'Kampanya',
    manual: 'Manuel indirim',
    deal: 'Menü',
    times: 'adet',
  },
  en: {
    section: 'Discounts and meal deals',
    channels: { kiosk: 'Kiosk', till: 'Till', open_order: 'Open order', delivery: 'Delivery' },
    gross: 'Gross (before discounts)',
    discount: 'Discount',
    refunds: 'Refunds',
    net: 'Net',
    promotion: 'Promotion',
    manual: 'Manual discount',
    deal: 'Meal deal',
    times: 'times',
  },
} as const;

/** The section's CSV rows ([section, item, amount, '', '']); none for a report closed before it. */
export function discountCsvRows(
  report: DiscountReport | undefined,
  lang: 'tr' | 'en',
  amount: (minor: number) => string,
): string[][] {
  if (!report) return [];
  const t = CSV_TEXT[lang];
  const row = (name: string, minor: number) => [t.section, name, amount(minor), '', ''];
  const figures = (
    label: string,
    f: { gross_minor: number; discount_minor: number; refunds_minor: number; net_minor: number },
  ) => [
    row(`${label} – ${t.gross}`, f.gross_minor),
    row(`${label} – ${t.discount}`, f.discount_minor),
    row(`${label} – ${t.refunds}`, f.refunds_minor),
    row(`${label} – ${t.net}`, f.net_minor),
  ];
  return [
    row(t.gross, report.gross_minor),
    row(t.discount, report.discount_minor),
    row(t.net, report.net_minor),
    ...report.by_channel.flatMap((c) => figures(t.channels[c.channel], c)),
    ...report.promotions.map((p) =>
      row(`${t.promotion}: ${p.name} (${p.times} ${t.times})`, p.discount_minor),
    ),
    ...report.manual.by_reason.map((m) =>
      row(`${t.manual}: ${m.reason} (${m.count} ${t.times})`, m.discount_minor),
    ),
    ...report.deals.flatMap((d) => figures(`${t.deal}: ${d.name} (${d.quantity} ${t.times})`, d)),
  ];
}
