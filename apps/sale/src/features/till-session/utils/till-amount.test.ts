import { TILL_AMOUNT_CEILING_MINOR } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { readTillAmount } from './till-amount';

describe('readTillAmount', () => {
  it('reads Turkish and plain amounts in exact kuruş', () => {
    expect(readTillAmount('1.250,50')).toEqual({ minor: 125_050 });
    expect(readTillAmount(' 12,5 ')).toEqual({ minor: 1_250 });
    expect(readTillAmount('0')).toEqual({ minor: 0 });
  });

  it('asks for an amount when nothing is typed', () => {
    expect(readTillAmount('  ')).toEqual({ error: 'sale.tillSession.drawer.amountRequired' });
  });

  it('refuses what is not an amount and what is above the ceiling', () => {
    expect(readTillAmount('12,345')).toEqual({ error: 'sale.tillSession.drawer.amountInvalid' });
    expect(readTillAmount('-5')).toEqual({ error: 'sale.tillSession.drawer.amountInvalid' });
    const over = TILL_AMOUNT_CEILING_MINOR + 1;
    expect(readTillAmount(`${Math.floor(over / 100)},${String(over % 100).padStart(2, '0')}`)).toEqual({
      error: 'sale.tillSession.drawer.amountInvalid',
    });
    const max = TILL_AMOUNT_CEILING_MINOR;
    expect(readTillAmount(`${Math.floor(max / 100)},${String(max % 100).padStart(2, '0')}`)).toEqual({
      minor: max,
    });
  });
});
