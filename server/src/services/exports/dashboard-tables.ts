import type { SalesDashboard } from '@kiosk/contracts';
import { changePercent } from '@kiosk/domain';
import { col, periodComparisonTables } from './period-tables.js';
import type { ExportTable } from './table-export.js';

const TEXT = {
  tr: {
    report: 'Kontrol paneli satışları',
    totals: 'Özet',
    period: 'Dönem',
    previous: 'Geçen haftanın aynı günleri',
    change: 'Değişim %',
    from: 'Başlangıç',
    to: 'Bitiş',
    orders: 'Sipariş',
    gross: 'Brüt satış (TL)',
    averageTicket: 'Ortalama fiş (TL)',
    card: 'Kartla ödenen (TL)',
    cash: 'Nakit ödenen (TL)',
    refunds: 'İadeler (TL)',
    byHour: 'Saatler',
    hour: 'Saat',
    prevGross: 'Önceki brüt (TL)',
    topProducts: 'En çok satanlar',
    product: 'Ürün',
    quantity: 'Adet',
    byChannel: 'Kanallar',
    channel: 'Kanal',
    channels: { kiosk: 'Kiosk', till: 'Kasa' },
    byOrderType: 'Sipariş türleri',
    orderType: 'Sipariş türü',
    orderTypes: { takeaway: 'Paket', eat_in: 'Restoranda' },
    bySource: 'Kiosk ve kasalar',
    source: 'Cihaz',
    discounts: 'İndirimler',
    discount: 'İndirim (TL)',
    manual: 'Elle indirimler',
    promotion: 'Kampanya',
    times: 'Uygulandığı satır',
    kind: 'Tür',
  },
  en: {
    report: 'Dashboard sales',
    totals: 'Summary',
    period: 'Period',
    previous: 'Same weekdays a week earlier',
    change: 'Change %',
    from: 'From',
    to: 'To',
    orders: 'Orders',
    gross: 'Gross sales (TRY)',
    averageTicket: 'Average ticket (TRY)',
    card: 'Paid by card (TRY)',
    cash: 'Paid in cash (TRY)',
    refunds: 'Refunds (TRY)',
    byHour: 'Hours',
    hour: 'Hour',
    prevGross: 'Previous gross (TRY)',
    topProducts: 'Top sellers',
    product: 'Item',
    quantity: 'Quantity',
    byChannel: 'Channels',
    channel: 'Channel',
    channels: { kiosk: 'Kiosk', till: 'Till' },
    byOrderType: 'Order types',
    orderType: 'Order type',
    orderTypes: { takeaway: 'Takeaway', eat_in: 'Eat in' },
    bySource: 'Kiosks and tills',
    source: 'Device',
    discounts: 'Discounts',
    discount: 'Discount (TRY)',
    manual: 'Manual discounts',
    promotion: 'Promotion',
    times: 'Lines applied to',
    kind: 'Kind',
  },
} as const;
type Text = (typeof TEXT)['tr' | 'en'];

/** The dashboard's summary figures, in the order its cards show them. */
const FIGURES = [
  ['orders', 'orders', 'integer'],
  ['gross_sales_minor', 'gross', 'money'],
  ['average_ticket_minor', 'averageTicket', 'money'],
  ['card_minor', 'card', 'money'],
  ['cash_minor', 'cash', 'money'],
  ['refunds_minor', 'refunds', 'money'],
] as const;

function summaryTables(d: SalesDashboard, t: Text): ExportTable[] {
  const figures = FIGURES.map(([key, header, kind]) => [key, t[header], kind] as const);
  return periodComparisonTables(
    figures,
    { range: d.range, totals: d.summary },
    { range: d.previous, totals: d.previous_summary },
    t,
  );
}

function breakdownTables(d: SalesDashboard, t: Text): ExportTable[] {
  return [
    {
      title: t.byHour,
      columns: [
        col('hour', t.hour, 'text'),
        col('orders', t.orders, 'integer'),
        col('gross', t.gross, 'money'),
        col('prevGross', t.prevGross, 'money'),
        col('change', t.change, 'percent'),
      ],
      rows: d.by_hour.map((h) => ({
        hour: `${String(h.hour).padStart(2, '0')}:00`,
        orders: h.orders,
        gross: h.gross_minor,
        prevGross: h.previous_gross_minor,
        change: changePercent(h.gross_minor, h.previous_gross_minor),
      })),
    },
    {
      title: t.topProducts,
      columns: [
        col('name', t.product, 'text'),
        col('quantity', t.quantity, 'integer'),
        col('gross', t.gross, 'money'),
      ],
      rows: d.top_products.map((p) => ({ name: p.name, quantity: p.quantity, gross: p.gross_minor })),
    },
    {
      title: t.byChannel,
      columns: [
        col('channel', t.channel, 'text'),
        col('orders', t.orders, 'integer'),
        col('gross', t.gross, 'money'),
      ],
      rows: d.by_channel.map((c) => ({
        channel: t.channels[c.channel],
        orders: c.orders,
        gross: c.gross_minor,
      })),
    },
    {
      title: t.byOrderType,
      columns: [
        col('type', t.orderType, 'text'),
        col('orders', t.orders, 'integer'),
        col('gross', t.gross, 'money'),
      ],
      rows: d.by_order_type.map((o) => ({
        type: t.orderTypes[o.order_type === 'takeaway' ? 'takeaway' : 'eat_in'],
        orders: o.orders,
        gross: o.gross_minor,
      })),
    },
    {
      title: t.bySource,
      columns: [
        col('channel', t.channel, 'text'),
        col('source', t.source, 'text'),
        col('orders', t.orders, 'integer'),
        col('gross', t.gross, 'money'),
      ],
      rows: d.by_source.map((s) => ({
        channel: t.channels[s.channel],
        source: s.name,
        orders: s.orders,
        gross: s.gross_minor,
      })),
    },
  ];
}

/** The discounts card's promotions, each with the lines it applied to, and the manual discounts. */
function discountTables(d: SalesDashboard, t: Text): ExportTable[] {
  const r = d.discounts;
  if (!r) return [];
  return [
    {
      title: t.discounts,
      columns: [
        col('kind', t.kind, 'text'),
        col('times', t.times, 'integer'),
        col('discount', t.discount, 'money'),
      ],
      rows: [
        ...r.promotions.map((p) => ({
          kind: `${t.promotion}: ${p.name}`,
          times: p.times,
          discount: p.discount_minor,
        })),
        { kind: t.manual, times: r.manual.count, discount: r.manual.discount_minor },
      ],
    },
  ];
}

/** The sales dashboard of a range as export tables (one CSV section / XLSX sheet each). */
export function dashboardTables(d: SalesDashboard, lang: 'tr' | 'en'): ExportTable[] {
  const t = TEXT[lang];
  return [...summaryTables(d, t), ...breakdownTables(d, t), ...discountTables(d, t)];
}
