import type { ZReportResponse } from '@kiosk/contracts';
import type { ExportTable } from './table-export.js';

const TEXT = {
  tr: {
    report: 'Z raporu',
    outlet: 'İşletme',
    day: 'İş günü',
    zNumber: 'Z no',
    closedAt: 'Kapanış',
    first: 'İlk satış',
    last: 'Son satış',
    summary: 'Özet',
    item: 'Kalem',
    amount: 'Tutar (TL)',
    vat: 'KDV (TL)',
    base: 'Matrah (TL)',
    gross: 'Brüt satış',
    refunds: 'İadeler',
    net: 'Net satış',
    collected: 'Tahsil edilen',
    unreconciled: 'Eşleşmeyen',
    methods: 'Ödeme tipleri',
    method: 'Ödeme tipi',
    card: 'Kart',
    cash: 'Nakit',
    sales: 'Satış (TL)',
    refundsTl: 'İade (TL)',
    netTl: 'Net (TL)',
    rates: 'KDV oranları',
    rate: 'KDV oranı',
    netVat: 'Net KDV (TL)',
    netBase: 'Net matrah (TL)',
    counts: 'Adetler',
    count: 'Adet',
    saleCount: 'Satış sayısı',
    cancellations: 'İptal sayısı',
    refundCount: 'İade sayısı',
    terminals: 'Terminaller',
    terminal: 'Terminal',
    cashDesk: 'Nakit (terminalsiz)',
    discounts: 'İndirimler',
    channel: 'Kanal',
    channels: { kiosk: 'Kiosk', till: 'Kasa', open_order: 'Açık sipariş', delivery: 'Paket servis' },
    orders: 'Sipariş',
    grossBefore: 'Brüt, indirim öncesi (TL)',
    discount: 'İndirim (TL)',
    promotions: 'Kampanyalar',
    promotion: 'Kampanya',
    times: 'Uygulanma',
    quantity: 'Adet',
    manual: 'Manuel indirimler',
    reason: 'Neden',
    deals: 'Menüler',
    deal: 'Menü',
    sessions: 'Kasa oturumları',
    device: 'Kasa',
    status: 'Durum',
    sessionStatus: { open: 'Açık', closed: 'Kapalı' } as Record<string, string>,
    dealCount: 'Satış',
    expected: 'Beklenen (TL)',
    counted: 'Sayılan (TL)',
    difference: 'Fark (TL)',
  },
  en: {
    report: 'Z report',
    outlet: 'Outlet',
    day: 'Business day',
    zNumber: 'Z no.',
    closedAt: 'Closed',
    first: 'First sale',
    last: 'Last sale',
    summary: 'Summary',
    item: 'Item',
    amount: 'Amount (TRY)',
    vat: 'VAT (TRY)',
    base: 'Net base (TRY)',
    gross: 'Gross sales',
    refunds: 'Refunds',
    net: 'Net sales',
    collected: 'Collected',
    unreconciled: 'Unreconciled',
    methods: 'Payment methods',
    method: 'Payment method',
    card: 'Card',
    cash: 'Cash',
    sales: 'Sales (TRY)',
    refundsTl: 'Refunds (TRY)',
    netTl: 'Net (TRY)',
    rates: 'VAT rates',
    rate: 'VAT rate',
    netVat: 'Net VAT (TRY)',
    netBase: 'Net base after refunds (TRY)',
    counts: 'Counts',
    count: 'Count',
    saleCount: 'Sales',
    cancellations: 'Cancellations',
    refundCount: 'Refunds',
    terminals: 'Terminals',
    terminal: 'Terminal',
    cashDesk: 'Cash (no terminal)',
    discounts: 'Discounts',
    channel: 'Channel',
    channels: { kiosk: 'Kiosk', till: 'Till', open_order: 'Open order', delivery: 'Delivery' },
    orders: 'Orders',
    grossBefore: 'Gross before discounts (TRY)',
    discount: 'Discount (TRY)',
    promotions: 'Promotions',
    promotion: 'Promotion',
    times: 'Times',
    quantity: 'Quantity',
    manual: 'Manual discounts',
    reason: 'Reason',
    deals: 'Meal deals',
    deal: 'Meal deal',
    sessions: 'Till sessions',
    device: 'Till',
    status: 'Status',
    sessionStatus: { open: 'Open', closed: 'Closed' } as Record<string, string>,
    dealCount: 'Sold',
    expected: 'Expected (TRY)',
    counted: 'Counted (TRY)',
    difference: 'Difference (TRY)',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The report's heading facts: outlet, day, Z number, closing and first / last sale. */
function headerTable(data: ZReportResponse, t: Text): ExportTable {
  const { report, closing } = data;
  return {
    title: t.report,
    columns: [
      { key: 'outlet', header: t.outlet, kind: 'text' },
      { key: 'day', header: t.day, kind: 'date' },
      { key: 'z', header: t.zNumber, kind: 'integer' },
      { key: 'closed', header: t.closedAt, kind: 'datetime' },
      { key: 'first', header: t.first, kind: 'datetime' },
      { key: 'last', header: t.last, kind: 'datetime' },
    ],
    rows: [
      {
        outlet: data.outlet_name ?? '',
        day: report.business_day,
        z: closing?.z_number ?? null,
        closed: closing?.closed_at ?? null,
        first: report.first_sale_at,
        last: report.last_sale_at,
      },
    ],
  };
}

function summaryTables(data: ZReportResponse, t: Text): ExportTable[] {
  const { report } = data;
  const money = (key: string, header: string) => ({ key, header, kind: 'money' as const });
  return [
    {
      title: t.summary,
      columns: [
        { key: 'item', header: t.item, kind: 'text' },
        money('amount', t.amount),
        money('vat', t.vat),
        money('base', t.base),
      ],
      rows: [
        {
          item: t.gross,
          amount: report.gross_sales_minor,
          vat: report.vat_total_minor,
          base: report.net_base_total_minor,
        },
        { item: t.refunds, amount: report.refunds_minor, vat: null, base: null },
        {
          item: t.net,
          amount: report.net_sales_minor,
          vat: report.net_vat_total_minor ?? null,
          base: report.net_net_base_total_minor ?? null,
        },
        { item: t.collected, amount: report.collected_minor, vat: null, base: null },
        { item: t.unreconciled, amount: report.unreconciled_minor, vat: null, base: null },
      ],
    },
    {
      title: t.methods,
      columns: [
        { key: 'method', header: t.method, kind: 'text' },
        money('sales', t.sales),
        money('refunds', t.refundsTl),
        money('net', t.netTl),
      ],
      rows: (['card', 'cash'] as const).map((m) => ({
        method: t[m],
        sales: report.by_method[m].sales_minor,
        refunds: report.by_method[m].refunds_minor,
        net: report.by_method[m].net_minor,
      })),
    },
    {
      title: t.rates,
      sheetName: 'KDV',
      columns: [
        { key: 'rate', header: t.rate, kind: 'text' },
        money('gross', t.sales),
        money('vat', t.vat),
        money('base', t.base),
        money('refunds', t.refundsTl),
        money('net', t.netTl),
        money('netVat', t.netVat),
        money('netBase', t.netBase),
      ],
      rows: report.by_vat_rate.map((r) => ({
        rate: `%${r.vat_rate}`,
        gross: r.gross_minor,
        vat: r.vat_minor,
        base: r.net_base_minor,
        refunds: r.refund_minor ?? null,
        net: r.net_minor ?? null,
        netVat: r.net_vat_minor ?? null,
        netBase: r.net_net_base_minor ?? null,
      })),
    },
    {
      title: t.counts,
      columns: [
        { key: 'item', header: t.item, kind: 'text' },
        { key: 'count', header: t.count, kind: 'integer' },
      ],
      rows: [
        { item: t.saleCount, count: report.counts.sales },
        { item: t.cancellations, count: report.counts.cancellations },
        { item: t.refundCount, count: report.counts.refunds },
      ],
    },
    {
      title: t.terminals,
      columns: [
        { key: 'name', header: t.terminal, kind: 'text' },
        money('sales', t.sales),
        money('refunds', t.refundsTl),
        money('net', t.netTl),
      ],
      rows: report.terminals.map((term) => ({
        name: term.terminal_key === '' ? t.cashDesk : term.name,
        sales: term.sales_minor,
        refunds: term.refunds_minor,
        net: term.net_minor,
      })),
    },
  ];
}

function discountTables(data: ZReportResponse, t: Text): ExportTable[] {
  const d = data.report.discounts;
  if (!d) return [];
  const money = (key: string, header: string) => ({ key, header, kind: 'money' as const });
  const grossToNet = [
    money('gross', t.grossBefore),
    money('discount', t.discount),
    money('sales', t.sales),
    money('refunds', t.refundsTl),
    money('net', t.netTl),
  ];
  const figures = (r: (typeof d.by_channel)[number] | (typeof d.deals)[number]) => ({
    gross: r.gross_minor,
    discount: r.discount_minor,
    sales: r.sales_minor,
    refunds: r.refunds_minor,
    net: r.net_minor,
  });
  return [
    {
      title: t.discounts,
      columns: [
        { key: 'channel', header: t.channel, kind: 'text' },
        { key: 'orders', header: t.orders, kind: 'integer' },
        ...grossToNet,
      ],
      rows: d.by_channel.map((c) => ({ channel: t.channels[c.channel], orders: c.orders, ...figures(c) })),
    },
    {
      title: t.promotions,
      columns: [
        { key: 'name', header: t.promotion, kind: 'text' },
        { key: 'times', header: t.times, kind: 'integer' },
        { key: 'quantity', header: t.quantity, kind: 'integer' },
        money('discount', t.discount),
      ],
      rows: d.promotions.map((p) => ({
        name: p.name,
        times: p.times,
        quantity: p.quantity,
        discount: p.discount_minor,
      })),
    },
    {
      title: t.manual,
      columns: [
        { key: 'reason', header: t.reason, kind: 'text' },
        { key: 'count', header: t.count, kind: 'integer' },
        money('discount', t.discount),
      ],
      rows: d.manual.by_reason.map((m) => ({ reason: m.reason, count: m.count, discount: m.discount_minor })),
    },
    {
      title: t.deals,
      columns: [
        { key: 'name', header: t.deal, kind: 'text' },
        { key: 'count', header: t.dealCount, kind: 'integer' },
        { key: 'quantity', header: t.quantity, kind: 'integer' },
        ...grossToNet,
      ],
      rows: d.deals.map((deal) => ({
        name: deal.name,
        count: deal.count,
        quantity: deal.quantity,
        ...figures(deal),
      })),
    },
  ];
}

function sessionsTable(data: ZReportResponse, t: Text): ExportTable[] {
  if (data.till_sessions.length === 0) return [];
  return [
    {
      title: t.sessions,
      columns: [
        { key: 'device', header: t.device, kind: 'text' },
        { key: 'status', header: t.status, kind: 'text' },
        { key: 'expected', header: t.expected, kind: 'money' },
        { key: 'counted', header: t.counted, kind: 'money' },
        { key: 'difference', header: t.difference, kind: 'money' },
      ],
      rows: data.till_sessions.map((s) => ({
        device: s.device_name,
        status: t.sessionStatus[s.status] ?? s.status,
        expected: s.expected_minor,
        counted: s.counted_minor,
        difference: s.difference_minor,
      })),
    },
  ];
}

/** The Z report (the closed one when the day is closed) as export tables, in the admin's language. */
export function zReportTables(data: ZReportResponse, lang: 'tr' | 'en'): ExportTable[] {
  const t = TEXT[lang];
  return [
    headerTable(data, t),
    ...summaryTables(data, t),
    ...discountTables(data, t),
    ...sessionsTable(data, t),
  ];
}

/** The PDF's heading words. */
export function zReportHeading(lang: 'tr' | 'en') {
  const t = TEXT[lang];
  return {
    title: t.report,
    day: t.day,
    zNumber: t.zNumber,
    notClosed: lang === 'tr' ? 'Gün kapatılmadı (canlı rapor)' : 'Day not closed (live report)',
    printed: lang === 'tr' ? 'Yazdırılma' : 'Printed',
    outlet: t.outlet,
  };
}
