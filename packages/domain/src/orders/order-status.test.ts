import { describe, expect, it } from 'vitest';
import {
  allowedNextStatuses,
  canMoveTo,
  displayStatus,
  itemsEditable,
  RAW_STATUSES,
} from './order-status.js';

describe('order status', () => {
  it('maps raw statuses to what the screens show', () => {
    expect(displayStatus('pending_payment')).toBe('pending');
    expect(displayStatus('paid')).toBe('confirmed');
    expect(displayStatus('payment_failed')).toBe('cancelled');
    expect(displayStatus('abandoned')).toBe('cancelled');
    expect(displayStatus('weird')).toBeUndefined();
  });
  it('allows exactly the listed next steps', () => {
    expect(allowedNextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedNextStatuses('paid')).toEqual(['preparing', 'cancelled']);
    expect(allowedNextStatuses('preparing')).toEqual(['ready', 'cancelled']);
    expect(allowedNextStatuses('ready')).toEqual(['completed']);
    expect(allowedNextStatuses('completed')).toEqual([]);
    expect(allowedNextStatuses('abandoned')).toEqual([]);
    expect(canMoveTo('ready', 'cancelled')).toBe(false);
    expect(canMoveTo('confirmed', 'ready')).toBe(false);
  });
  it('lets items be edited until the order is completed or cancelled', () => {
    expect(RAW_STATUSES.filter(itemsEditable)).toEqual([
      'pending',
      'pending_payment',
      'paid',
      'confirmed',
      'preparing',
      'ready',
    ]);
  });
});
