import type { RangeItemRow, RangeReport } from '@kiosk/contracts';
import { changePercent } from '@kiosk/domain';
import { col, type PeriodFigure, periodComparisonTables } from './period-tables.js';
import type { ExportColumn, ExportTable } from './table-export.js';

const TEXT = {
  tr: {
    report: 'Dönem raporu',
    totals: 'Özet',
    metric: 'Gösterge',
    period: 'Dönem',
    previous: 'Önceki dönem',
    change: 'Değişim %',
    from: 'Başlangıç',
    to: 'Bitiş',
    orders: 'Sipariş',
    gross: 'Brüt satış (TL)',
    refunds: 'İadeler (TL)',
    voids: 'İptaller (TL)',
    net: 'Net satış (TL)',
    averageTicket: 'Ortalama fiş (TL)',
    items: 'Satılan ürün',
    itemsPerOrder: 'Sipariş başına ürün',
    byItem: 'Ürünler',
    topQuantity: 'En çok satanlar (adet)',
    topAmount: 'En çok satanlar (tutar)',
    bottomQuantity: 'En az satanlar (adet)',
    bottomAmount: 'En az satanlar (tutar)',
    product: 'Ürün',
    quantity: 'Adet',
    prevQuantity: 'Önceki adet',
    prevGross: 'Önceki brüt (TL)',
    share: 'Pay %',
    byCategory: 'Kategoriler',
    category: 'Kategori',
    noCategory: 'Kategorisiz',
    byHour: 'Saatler',
    hour: 'Saat',
    prevOrders: 'Önceki sipariş',
    byWeekday: 'Haftanın günleri',
    weekday: 'Gün',
    weekdays: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
    byStore: 'Mağazalar',
    store: 'Mağaza',
    noStore: 'Mağazası bilinmeyen',
    prevNet: 'Önceki net (TL)',
    byChannel: 'Kanallar',
    channel: 'Kanal',
    channels: { kiosk: 'Kiosk', till: 'Kasa', open_order: 'Açık sipariş', delivery: 'Paket servis' },
    byMethod: 'Ödeme tipleri',
    method: 'Ödeme tipi',
    methods: { card: 'Kart', cash: 'Nakit' } as Record<string, string>,
    count: 'Adet',
    amount: 'Tutar (TL)',
    prevCount: 'Önceki adet',
    prevAmount: 'Önceki tutar (TL)',
    byReason: 'İade ve iptaller (neden)',
    byStaff: 'İade ve iptaller (personel)',
    kind: 'Tür',
    kinds: { refund: 'İade', void: 'İptal' },
    reason: 'Neden',
    staff: 'Personel',
    nobody: 'Kayıtlı değil',
  },
  en: {
    report: 'Range report',
    totals: 'Summary',
    metric: 'Figure',
    period: 'Period',
    previous: 'Previous period',
    change: 'Change %',
    from: 'From',
    to: 'To',
    orders: 'Orders',
    gross: 'Gross sales (TRY)',
    refunds: 'Refunds (TRY)',
    voids: 'Voids (TRY)',
    net: 'Net sales (TRY)',
    averageTicket: 'Average ticket (TRY)',
    items: 'Items sold',
    itemsPerOrder: 'Items per order',
    byItem: 'Items',
    topQuantity: 'Top sellers (quantity)',
    topAmount: 'Top sellers (amount)',
    bottomQuantity: 'Bottom sellers (quantity)',
    bottomAmount: 'Bottom sellers (amount)',
    product: 'Item',
    quantity: 'Quantity',
    prevQuantity: 'Previous quantity',
    prevGross: 'Previous gross (TRY)',
    share: 'Share %',
    byCategory: 'Categories',
    category: 'Category',
    noCategory: 'No category',
    byHour: 'Hours',
    hour: 'Hour',
    prevOrders: 'Previous orders',
    byWeekday: 'Weekdays',
    weekday: 'Day',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    byStore: 'Stores',
    store: 'Store',
    noStore: 'Store not known',
    prevNet: 'Previous net (TRY)',
    byChannel: 'Channels',
    channel: 'Channel',
    channels: { kiosk: 'Kiosk', till: 'Till', open_order: 'Open order', delivery: 'Delivery' },
    byMethod: 'Payment methods',
    method: 'Payment method',
    methods: { card: 'Card', cash: 'Cash' } as Record<string, string>,
    count: 'Count',
    amount: 'Amount (TRY)',
    prevCount: 'Previous count',
    prevAmount: 'Previous amount (TRY)',
    byReason: 'Refunds and voids by reason',
    byStaff: 'Refunds and voids by staff',
    kind: 'Kind',
    kinds: { refund: 'Refund', void: 'Void' },
    reason: 'Reason',
    staff: 'Staff',
    nobody: 'Not recorded',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The totals of the range and of the previous period (a row each), then the change of each figure in %. */
function totalsTables(r: RangeReport, t: Text): ExportTable[] {
  const figures: PeriodFigure<keyof RangeReport['totals']>[] = [
    ['orders', t.orders, 'integer'],
    ['gross_minor', t.gross, 'money'],
    ['refunds_minor', t.refunds, 'money'],
    ['voids_minor', t.voids, 'money'],
    ['net_minor', t.net, 'money'],
    ['average_ticket_minor', t.averageTicket, 'money'],
    ['items', t.items, 'integer'],
    ['items_per_order', t.itemsPerOrder, 'decimal'],
  ];
  return periodComparisonTables(
    figures,
    { range: r.range, totals: r.totals },
    { range: r.previous, totals: r.previous_totals },
    t,
  );
}

function itemTable(title: string, items: readonly RangeItemRow[], t: Text): ExportTable {
  return {
    title,
    columns: [
      col('name', t.product, 'text'),
      col('quantity', t.quantity, 'integer'),
      col('gross', t.gross, 'money'),
      col('prevQuantity', t.prevQuantity, 'integer'),
      col('prevGross', t.prevGross, 'money'),
      col('change', t.change, 'percent'),
      col('share', t.share, 'percent'),
    ],
    rows: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      gross: i.gross_minor,
      prevQuantity: i.previous_quantity,
      prevGross: i.previous_gross_minor,
      change: changePercent(i.gross_minor, i.previous_gross_minor),
      share: i.share * 100,
    })),
  };
}

/** Columns of a row with orders and gross beside the previous period. */
const salesColumns = (t: Text): ExportColumn[] => [
  col('orders', t.orders, 'integer'),
  col('gross', t.gross, 'money'),
  col('prevOrders', t.prevOrders, 'integer'),
  col('prevGross', t.prevGross, 'money'),
  col('change', t.change, 'percent'),
  col('share', t.share, 'percent'),
];
const salesValues = (s: {
  orders: number;
  gross_minor: number;
  previous_orders: number;
  previous_gross_minor: number;
  share: number;
}) => ({
  orders: s.orders,
  gross: s.gross_minor,
  prevOrders: s.previous_orders,
  prevGross: s.previous_gross_minor,
  change: changePercent(s.gross_minor, s.previous_gross_minor),
  share: s.share * 100,
});
const netColumns = (t: Text): ExportColumn[] => [
  col('refunds', t.refunds, 'money'),
  col('net', t.net, 'money'),
  col('prevNet', t.prevNet, 'money'),
];

function breakdownTables(r: RangeReport, t: Text): ExportTable[] {
  return [
    {
      title: t.byCategory,
      columns: [
        col('name', t.category, 'text'),
        col('quantity', t.quantity, 'integer'),
        col('gross', t.gross, 'money'),
        col('prevQuantity', t.prevQuantity, 'integer'),
        col('prevGross', t.prevGross, 'money'),
        col('change', t.change, 'percent'),
        col('share', t.share, 'percent'),
      ],
      rows: r.by_category.map((c) => ({
        name: c.category_id === null && !c.name ? t.noCategory : c.name,
        quantity: c.quantity,
        gross: c.gross_minor,
        prevQuantity: c.previous_quantity,
        prevGross: c.previous_gross_minor,
        change: changePercent(c.gross_minor, c.previous_gross_minor),
        share: c.share * 100,
      })),
    },
    {
      title: t.byHour,
      columns: [col('hour', t.hour, 'text'), ...salesColumns(t)],
      rows: r.by_hour.map((h) => ({ hour: `${String(h.hour).padStart(2, '0')}:00`, ...salesValues(h) })),
    },
    {
      title: t.byWeekday,
      columns: [col('weekday', t.weekday, 'text'), ...salesColumns(t)],
      rows: r.by_weekday.map((w) => ({
        weekday: t.weekdays[w.weekday - 1] ?? String(w.weekday),
        ...salesValues(w),
      })),
    },
    {
      title: t.byStore,
      columns: [col('name', t.store, 'text'), ...salesColumns(t), ...netColumns(t)],
      rows: r.by_store.map((s) => ({
        name: s.store_id === null ? t.noStore : s.name,
        ...salesValues(s),
        refunds: s.refunds_minor,
        net: s.net_minor,
        prevNet: s.previous_net_minor,
      })),
    },
    {
      title: t.byChannel,
      columns: [col('channel', t.channel, 'text'), ...salesColumns(t), ...netColumns(t)],
      rows: r.by_channel.map((c) => ({
        channel: t.channels[c.channel],
        ...salesValues(c),
        refunds: c.refunds_minor,
        net: c.net_minor,
        prevNet: c.previous_net_minor,
      })),
    },
    {
      title: t.byMethod,
      columns: [
        col('method', t.method, 'text'),
        col('count', t.count, 'integer'),
        col('amount', t.amount, 'money'),
        col('prevCount', t.prevCount, 'integer'),
        col('prevAmount', t.prevAmount, 'money'),
        col('change', t.change, 'percent'),
        col('share', t.share, 'percent'),
        ...netColumns(t),
      ],
      rows: r.by_payment_method.map((m) => ({
        method: t.methods[m.method] ?? m.method,
        count: m.count,
        amount: m.amount_minor,
        prevCount: m.previous_count,
        prevAmount: m.previous_amount_minor,
        change: changePercent(m.amount_minor, m.previous_amount_minor),
        share: m.share * 100,
        refunds: m.refunds_minor,
        net: m.net_minor,
        prevNet: m.previous_net_minor,
      })),
    },
  ];
}

function reversalTables(r: RangeReport, t: Text): ExportTable[] {
  const figures: ExportColumn[] = [
    col('kind', t.kind, 'text'),
    col('count', t.count, 'integer'),
    col('amount', t.amount, 'money'),
    col('prevCount', t.prevCount, 'integer'),
    col('prevAmount', t.prevAmount, 'money'),
  ];
  const values = (
    x: RangeReport['reversals']['by_reason'][number] | RangeReport['reversals']['by_staff'][number],
  ) => ({
    kind: t.kinds[x.kind],
    count: x.count,
    amount: x.amount_minor,
    prevCount: x.previous_count,
    prevAmount: x.previous_amount_minor,
  });
  return [
    {
      title: t.byReason,
      columns: [col('reason', t.reason, 'text'), ...figures],
      rows: r.reversals.by_reason.map((x) => ({ reason: x.reason, ...values(x) })),
    },
    {
      title: t.byStaff,
      columns: [col('staff', t.staff, 'text'), ...figures],
      rows: r.reversals.by_staff.map((x) => ({ staff: x.name || t.nobody, ...values(x) })),
    },
  ];
}

/** The range report as export tables (one CSV section or XLSX sheet each), in the admin's language. */
export function rangeReportTables(r: RangeReport, lang: 'tr' | 'en'): ExportTable[] {
  const t = TEXT[lang];
  return [
    ...totalsTables(r, t),
    itemTable(t.byItem, r.by_item, t),
    itemTable(t.topQuantity, r.top_sellers.by_quantity, t),
    itemTable(t.topAmount, r.top_sellers.by_amount, t),
    itemTable(t.bottomQuantity, r.bottom_sellers.by_quantity, t),
    itemTable(t.bottomAmount, r.bottom_sellers.by_amount, t),
    ...breakdownTables(r, t),
    ...reversalTables(r, t),
  ];
}
