import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { draftOf, saveFailure } from './order-edit';

const apiError = (code: string) => new ApiError({ code, status: 409, message: code });

describe('order edit', () => {
  it('starts a draft at the order version with its lines as both original and edited', () => {
    const draft = draftOf({ version: 7, order_items: [] });
    expect(draft.version).toBe(7);
    expect(draft.lines).toBe(draft.original);
  });

  it('tells a version conflict from an order that cannot be edited any more and other errors', () => {
    expect(saveFailure(apiError('version_conflict'))).toBe('conflict');
    expect(saveFailure(apiError('order_not_editable'))).toBe('notEditable');
    expect(saveFailure(apiError('order_paid_total_locked'))).toBe('notEditable');
    expect(saveFailure(apiError('payment_in_progress'))).toBe('notEditable');
    expect(saveFailure(apiError('internal'))).toBe('other');
    expect(saveFailure(new Error('offline'))).toBe('other');
  });
});
