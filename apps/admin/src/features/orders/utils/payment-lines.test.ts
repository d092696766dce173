import { describe, expect, it } from 'vitest';
import { cardLabel } from './payment-lines';

describe('cardLabel', () => {
  it('shows the brand and the masked last four, either alone, or nothing without a card', () => {
    expect(cardLabel({ brand: 'Visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'Troy', last4: null })).toBe('Troy');
    expect(cardLabel({ brand: null, last4: '0001' })).toBe('•••• 0001');
    expect(cardLabel(null)).toBeNull();
  });
});
