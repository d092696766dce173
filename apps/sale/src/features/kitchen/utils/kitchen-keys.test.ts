import { describe, expect, it } from 'vitest';
import { kitchenKeyAction, removedStatusKey } from './kitchen-keys';

describe('the kitchen display’s keys', () => {
  it('picks a ticket by its number, never past the last one', () => {
    expect(kitchenKeyAction('3', 0, 5)).toEqual({ kind: 'select', index: 2 });
    expect(kitchenKeyAction('9', 0, 4)).toEqual({ kind: 'select', index: 3 });
    expect(kitchenKeyAction('0', 0, 4)).toBeNull();
  });

  it('moves the selection with the arrows inside the tickets', () => {
    expect(kitchenKeyAction('ArrowRight', 3, 4)).toEqual({ kind: 'select', index: 3 });
    expect(kitchenKeyAction('ArrowRight', 1, 4)).toEqual({ kind: 'select', index: 2 });
    expect(kitchenKeyAction('ArrowLeft', 0, 4)).toEqual({ kind: 'select', index: 0 });
  });

  it('recalls with R and starts or bumps with Space and Enter', () => {
    expect(kitchenKeyAction('r', 0, 1)).toEqual({ kind: 'recall' });
    expect(kitchenKeyAction('R', 0, 1)).toEqual({ kind: 'recall' });
    expect(kitchenKeyAction(' ', 0, 1)).toEqual({ kind: 'activate' });
    expect(kitchenKeyAction('Enter', 0, 1)).toEqual({ kind: 'activate' });
    expect(kitchenKeyAction('x', 0, 1)).toBeNull();
  });

  it('names a removed ticket’s status, other for the rest', () => {
    expect(removedStatusKey('refunded')).toBe('sale.kitchen.removedStatus.refunded');
    expect(removedStatusKey('abandoned')).toBe('sale.kitchen.removedStatus.other');
  });
});
