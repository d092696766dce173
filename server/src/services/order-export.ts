import { ORDERS_EXPORT_MAX_ROWS, type OrderListFilters as OrderListQuery } from '@kiosk/contracts';
import type { Repositories } from '../repositories/index.js';
import type { OrderSearchRow } from '../repositories/order-search.repository.js';
import { type ExportTable, tablesToXlsx, tableToCsv } from './exports/table-export.js';
import { listFilters, presentSearchRow } from './order-list.js';

const HEADERS = {
  tr: {
    title: 'Siparişler',
    order_number: 'Sipariş No',
    queue: 'Sıra No',
    created_at: 'Tarih',
    status: 'Durum',
    payment: 'Ödeme Durumu',
    method: 'Ödeme Yöntemi',
    channel: 'Kanal',
    store: 'Mağaza',
    staff: 'Personel',
    customer: 'Müşteri',
    tc: 'T.C. Kimlik No',
    phone: 'Telefon',
    items: 'Kalem',
    pos_sale: 'POS Satış No',
    total: 'Toplam',
    totals: 'Toplam',
  },
  en: {
    title: 'Orders',
    order_number: 'Order No',
    queue: 'Queue No',
    created_at: 'Date',
    status: 'Status',
    payment: 'Payment status',
    method: 'Payment method',
    channel: 'Channel',
    store: 'Store',
    staff: 'Staff',
    customer: 'Customer',
    tc: 'T.C. Kimlik No',
    phone: 'Phone',
    items: 'Lines',
    pos_sale: 'POS sale no',
    total: 'Total',
    totals: 'Total',
  },
} as const;

/** The export's table: the list's columns (the T.C. Kimlik No masked as in the list) and a totals row. */
function ordersExportTable(rows: OrderSearchRow[], lang: 'tr' | 'en'): ExportTable {
  const h = HEADERS[lang];
  const columns: ExportTable['columns'] = [
    { key: 'order_number', header: h.order_number, kind: 'text' },
    { key: 'queue', header: h.queue, kind: 'integer' },
    { key: 'created_at', header: h.created_at, kind: 'datetime' },
    { key: 'status', header: h.status, kind: 'text' },
    { key: 'payment', header: h.payment, kind: 'text' },
    { key: 'method', header: h.method, kind: 'text' },
    { key: 'channel', header: h.channel, kind: 'text' },
    { key: 'store', header: h.store, kind: 'text' },
    { key: 'staff', header: h.staff, kind: 'text' },
    { key: 'customer', header: h.customer, kind: 'text' },
    { key: 'tc', header: h.tc, kind: 'text' },
    { key: 'phone', header: h.phone, kind: 'text' },
    { key: 'items', header: h.items, kind: 'integer' },
    { key: 'pos_sale', header: h.pos_sale, kind: 'text' },
    { key: 'total', header: h.total, kind: 'money' },
  ];
  const body = rows.map((row) => {
    const item = presentSearchRow(row);
    const name = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';
    return {
      order_number: row.order_number,
      queue: row.reference_number,
      created_at: item.created_at,
      status: row.status,
      payment: item.payment_state,
      method: row.payment_method,
      channel: row.channel,
      store: row.store_name,
      staff: row.staff_email ?? (row.kiosk_device_id ? `Kiosk ${row.kiosk_device_id}` : null),
      customer: name || null,
      tc: item.customer?.tc_kimlik_masked ?? null,
      phone: item.customer?.phone ?? null,
      items: row.item_count,
      pos_sale: row.pos_sale_number,
      total: row.total_minor,
    };
  });
  const sum = rows.reduce((s, row) => s + row.total_minor, 0);
  const totals = { order_number: h.totals, items: rows.reduce((s, r) => s + r.item_count, 0), total: sum };
  return { title: h.title, columns, rows: [...body, totals] };
}

/** The orders list's export: the newest ORDERS_EXPORT_MAX_ROWS orders matching the filters. */
export async function exportOrders(
  repos: Repositories,
  query: OrderListQuery & { format: 'csv' | 'xlsx'; lang: 'tr' | 'en' },
): Promise<{ body: string | Buffer; contentType: string; fileName: string }> {
  const rows = await repos.orderSearch.exportRows(listFilters(query), ORDERS_EXPORT_MAX_ROWS);
  const table = ordersExportTable(rows, query.lang);
  const name = query.lang === 'tr' ? 'siparisler' : 'orders';
  if (query.format === 'csv') {
    return {
      body: tableToCsv([table], { lang: query.lang }),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${name}.csv`,
    };
  }
  return {
    body: await tablesToXlsx([table], { lang: query.lang }),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${name}.xlsx`,
  };
}
