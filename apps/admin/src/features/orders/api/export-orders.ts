import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /functions/v1/export-orders: the orders list with its filters as CSV or XLSX (the newest
 * 10,000 orders at most), saved through a temporary object URL; read as a Blob, so the CSV keeps
 * its byte order mark and Excel reads Turkish letters.
 */
export async function exportOrders(
  format: 'csv' | 'xlsx',
  lang: 'tr' | 'en',
  filters: Record<string, string>,
): Promise<void> {
  const blob = await api.get<Blob>('/functions/v1/export-orders', {
    query: { ...filters, format, lang },
    blob: true,
  });
  saveBlob(blob, `${lang === 'tr' ? 'siparisler' : 'orders'}.${format}`);
}
