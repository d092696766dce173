import { api } from '../../../lib/api-client';

/** GET /functions/v1/z-report.csv and saves it (UTF-8 with BOM so Excel reads Turkish letters). */
export async function downloadZReportCsv(day: string, lang: 'tr' | 'en'): Promise<void> {
  const text = await api.get<string>('/functions/v1/z-report.csv', { query: { day, lang } });
  // Decoding the response drops the byte order mark; put it back for Excel.
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `z-report-${day}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
