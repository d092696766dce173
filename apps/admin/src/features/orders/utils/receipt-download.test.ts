import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { receiptDownloadErrorKey } from './receipt-download';

const apiError = (status: number) => new ApiError({ code: 'x', status, message: 'x' });

describe('receiptDownloadErrorKey', () => {
  it('says not found for a 404, session missing for a 401, else that the download failed', () => {
    expect(receiptDownloadErrorKey(apiError(404))).toBe('orders.receipt.notFound');
    expect(receiptDownloadErrorKey(apiError(401))).toBe('orders.sessionMissing');
    expect(receiptDownloadErrorKey(apiError(500))).toBe('orders.receipt.downloadError');
    expect(receiptDownloadErrorKey(new TypeError('Failed to fetch'))).toBe('orders.receipt.downloadError');
  });
});
