import { isApiError } from '@kiosk/ui';

/** The toast of a failed receipt download: not found, no session, or a general failure. */
export function receiptDownloadErrorKey(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'orders.receipt.notFound';
  if (isApiError(error) && error.status === 401) return 'orders.sessionMissing';
  return 'orders.receipt.downloadError';
}

/** Saves a fetched file under `name` through a temporary object URL. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
