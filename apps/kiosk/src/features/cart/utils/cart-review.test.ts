import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../lib/navigation';
import { canPay, hasLineIssues, stepAfterCart } from './cart-review';

const lines = [{ id: 'l1' }, { id: 'l2' }];

describe('cart review', () => {
  it('pays only a cart with lines and none the server refused', () => {
    expect(hasLineIssues(lines, {})).toBe(false);
    expect(hasLineIssues(lines, { l2: 'unavailable' })).toBe(true);
    // an issue of a line no longer in the cart does not hold it up
    expect(hasLineIssues(lines, { gone: 'unavailable' })).toBe(false);
    expect(canPay(lines, {})).toBe(true);
    expect(canPay(lines, { l1: 'price_changed' })).toBe(false);
    expect(canPay([], {})).toBe(false);
  });

  it('asks for the customer details from the threshold on, else goes to the payment', () => {
    const setting = { enabled: true, amount: 6000, operator: 'equal_or_greater' } as const;
    expect(stepAfterCart(599_999, setting)).toBe(ROUTES.payment);
    expect(stepAfterCart(600_000, setting)).toBe(ROUTES.details);
    expect(stepAfterCart(600_000, { ...setting, operator: 'greater' })).toBe(ROUTES.payment);
    expect(stepAfterCart(900_000, { ...setting, enabled: false })).toBe(ROUTES.payment);
  });
});
