import { describe, expect, it } from 'vitest';
import { tcKimlikNoFrom } from '../customer/tc-kimlik.js';
import { classifyOrderSearch, maskTcKimlikNo, parseAmountMinor } from './order-search.js';

const kinds = (text: string) => classifyOrderSearch(text).map((t) => t.kind);

describe('classifyOrderSearch', () => {
  it('finds nothing to look for in blank text', () => {
    expect(classifyOrderSearch('')).toEqual([]);
    expect(classifyOrderSearch('   ')).toEqual([]);
  });

  it('reads an order number as printed, in any case', () => {
    expect(classifyOrderSearch(' 261128-00042 ')).toEqual([{ kind: 'order_number', value: '261128-00042' }]);
    expect(classifyOrderSearch('b00001234')).toEqual([{ kind: 'order_number', value: 'B00001234' }]);
  });

  it('reads a short number as a queue number and an amount in TL', () => {
    expect(classifyOrderSearch('125')).toEqual([
      { kind: 'queue_number', value: 125 },
      { kind: 'amount', value: 12_500 },
    ]);
    expect(kinds('0')).toEqual(['amount']);
  });

  it('reads amounts with a decimal or thousands mark or a currency as amounts only', () => {
    expect(classifyOrderSearch('125,50')).toEqual([{ kind: 'amount', value: 12_550 }]);
    expect(classifyOrderSearch('125.5')).toEqual([{ kind: 'amount', value: 12_550 }]);
    expect(classifyOrderSearch('1.250,50')).toEqual([{ kind: 'amount', value: 125_050 }]);
    expect(classifyOrderSearch('₺ 89')).toEqual([{ kind: 'amount', value: 8_900 }]);
    expect(classifyOrderSearch('89 TL')).toEqual([{ kind: 'amount', value: 8_900 }]);
  });

  it('reads a Turkish mobile in any usual form as its last 10 digits', () => {
    for (const typed of ['0532 123 45 67', '+90 (532) 123-4567', '5321234567', '905321234567']) {
      expect(classifyOrderSearch(typed)).toEqual([{ kind: 'phone', value: '5321234567' }]);
    }
  });

  it('reads 11 digits with valid check digits as a T.C. Kimlik No (or a receipt number)', () => {
    const id = tcKimlikNoFrom('123456789');
    expect(classifyOrderSearch(id)).toEqual([
      { kind: 'tc_kimlik', value: id },
      { kind: 'receipt', value: id },
    ]);
    // the same digits with a wrong last digit are no identity number
    const wrong = `${id.slice(0, 10)}${(Number(id[10]) + 1) % 10}`;
    expect(kinds(wrong)).toEqual(['receipt']);
  });

  it('reads longer digit runs as an amount up to 7 digits and a receipt number from 4', () => {
    expect(kinds('4711')).toEqual(['amount', 'receipt']);
    expect(kinds('123456789012')).toEqual(['receipt']);
  });

  it('reads letters as a name (3 letters or more) and codes with digits as receipt numbers', () => {
    expect(classifyOrderSearch('Ayşe Yılmaz')).toEqual([{ kind: 'name', value: 'Ayşe Yılmaz' }]);
    expect(kinds('Al')).toEqual([]);
    expect(classifyOrderSearch('ab12cd')).toEqual([
      { kind: 'receipt', value: 'AB12CD' },
      { kind: 'name', value: 'ab12cd' },
    ]);
    expect(kinds('SN-004711')).toEqual(['receipt']);
  });
});

describe('parseAmountMinor', () => {
  it('refuses what is no amount', () => {
    expect(parseAmountMinor('12,345')).toBeUndefined();
    expect(parseAmountMinor('abc')).toBeUndefined();
    expect(parseAmountMinor('99999999999')).toBeUndefined();
  });
});

describe('maskTcKimlikNo', () => {
  it('shows the first 3 and the last 2 digits only', () => {
    expect(maskTcKimlikNo('12345678901')).toBe('123******01');
    expect(maskTcKimlikNo('')).toBeNull();
    expect(maskTcKimlikNo(null)).toBeNull();
    expect(maskTcKimlikNo('123')).toBe('***');
  });
});
