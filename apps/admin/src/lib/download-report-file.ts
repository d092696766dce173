import { api } from './api-client';
import { saveBlob } from './save-blob';

/**
 * A report file (GET .../export: CSV, XLSX or PDF) saved under `name` through a temporary object
 * URL; the CSV keeps its byte order mark (read as a Blob), so Excel reads Turkish letters.
 */
export async function downloadReportFile(
  path:
    | '/functions/v1/z-report/export'
    | '/rest/v1/reports/range/export'
    | '/functions/v1/sales-dashboard/export',
  query: Record<string, string>,
  name: string,
): Promise<void> {
  const blob = await api.get<Blob>(path, { query, blob: true });
  saveBlob(blob, name);
}
