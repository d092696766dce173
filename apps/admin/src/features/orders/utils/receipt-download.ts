import { isApiError } from '@kiosk/ui';

/** The toast of a failed receipt download: not found, no session, or a general failure. */
export function receiptDownloadErrorKey(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'orders.receipt.notFound';
  if (isApiError(error) && error.status === 401) return 'orders.sessionMissing';
  return 'orders.receipt.downloadError';
}
