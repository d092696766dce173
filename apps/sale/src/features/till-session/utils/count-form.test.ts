import { describe, expect, it } from 'vitest';
import { emptyCount, formFieldOf, parseQuantity, quantityKey, readCount, stepQuantity } from './count-form';

const withQuantities = (quantities: Record<number, string>) => {
  const values = emptyCount();
  for (const [d, q] of Object.entries(quantities)) values.quantities[quantityKey(Number(d))] = q;
  return values;
};

describe('the count form', () => {
  it('totals a count by denomination in exact kuruş and sends only the counted ones', () => {
    const read = readCount(withQuantities({ 20000: '2', 500: '3', 25: '1', 5: '3' }));
    expect(read.issues).toEqual([]);
    expect(read.totalMinor).toBe(40_000 + 1_500 + 25 + 15);
    expect(read.body).toEqual({ count: { '20000': 2, '500': 3, '25': 1, '5': 3 } });
  });

  it('takes an empty form as a count of zero', () => {
    expect(readCount(emptyCount())).toEqual({ totalMinor: 0, body: { count: {} }, issues: [] });
  });

  it('refuses a negative, fractional or non-numeric quantity on its own field', () => {
    const read = readCount(withQuantities({ 20000: '-1', 100: '1,5', 5: 'abc', 50: '2' }));
    expect(read.body).toBeNull();
    expect(read.issues.map((i) => i.field).sort()).toEqual([
      'quantities.d100',
      'quantities.d20000',
      'quantities.d5',
    ]);
    expect(read.issues[0]?.key).toBe('sale.tillSession.count.invalid_quantity');
  });

  it('reads a plain total with the till money parsing, exactly', () => {
    const values = { ...emptyCount(), mode: 'total' as const, total: '1.250,50' };
    expect(readCount(values)).toEqual({ totalMinor: 125_050, body: { total_minor: 125_050 }, issues: [] });
    expect(readCount({ ...values, total: '0,1' }).totalMinor).toBe(10);
    expect(readCount({ ...values, total: '12,345' }).issues).toEqual([
      { field: 'total', key: 'sale.tillSession.drawer.amountInvalid' },
    ]);
    expect(readCount({ ...values, total: ' ' }).issues[0]?.key).toBe(
      'sale.tillSession.drawer.amountRequired',
    );
  });

  it('refuses a count above the ceiling', () => {
    const read = readCount(withQuantities({ 20000: '100000', 10000: '100000' }));
    expect(read.issues).toEqual([{ field: 'total', key: 'sale.tillSession.count.too_large' }]);
  });

  it('puts the server field errors on the form fields', () => {
    expect(formFieldOf('count.20000')).toBe('quantities.d20000');
    expect(formFieldOf('count.5')).toBe('quantities.d5');
    expect(formFieldOf('counted_minor')).toBe('total');
    expect(formFieldOf('float_minor')).toBe('total');
    expect(formFieldOf('note')).toBe('note');
    expect(formFieldOf('to_user_id')).toBeNull();
  });

  it('steps a quantity and never below zero', () => {
    expect(stepQuantity('', 1)).toBe('1');
    expect(stepQuantity('4', -1)).toBe('3');
    expect(stepQuantity('0', -1)).toBe('0');
    expect(stepQuantity('x', 1)).toBe('1');
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('1e3')).toBeNull();
  });
});
