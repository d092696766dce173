import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/cart-totals.js';
import {
  CUSTOMER_INFO_FIELDS,
  customerInfoIssues,
  customerInfoRequired,
  trimCustomerInfo,
} from './customer-info.js';
import { isValidTcKimlikNo, tcKimlikNoFrom } from './tc-kimlik.js';

describe('T.C. Kimlik No', () => {
  it('accepts numbers with a correct checksum', () => {
    expect(isValidTcKimlikNo('10000000146')).toBe(true);
    expect(isValidTcKimlikNo(tcKimlikNoFrom('123456789'))).toBe(true);
  });
  it('refuses wrong length, a leading zero, letters and a bad checksum', () => {
    expect(isValidTcKimlikNo('1000000014')).toBe(false);
    expect(isValidTcKimlikNo('01000000146')).toBe(false);
    expect(isValidTcKimlikNo('1000000014a')).toBe(false);
    expect(isValidTcKimlikNo('10000000147')).toBe(false);
  });
  it('accepts every number built by the rule, and no single-digit change of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000_000, max: 999_999_999 }),
        fc.nat(10),
        fc.integer({ min: 1, max: 9 }),
        (n, i, delta) => {
          const valid = tcKimlikNoFrom(String(n));
          const digits = [...valid];
          digits[i] = String((Number(digits[i]) + delta) % 10);
          const changed = digits.join('');
          return isValidTcKimlikNo(valid) && (changed === valid || !isValidTcKimlikNo(changed) || i === 0);
        },
      ),
    );
  });
});

describe('customer info', () => {
  const ok = { firstName: 'Ayşe', familyName: 'Yılmaz', tcKimlikNo: '10000000146', district: 'Kadıköy' };
  it('accepts the required fields', () => expect(customerInfoIssues(ok)).toEqual([]));
  it('names every invalid field', () => {
    const issues = customerInfoIssues({
      firstName: '',
      familyName: ' ',
      tcKimlikNo: '12345678901',
      district: '',
      email: 'not-an-email',
      phone: '123',
      neighborhood: 'x'.repeat(101),
      address: 'y'.repeat(501),
    });
    expect(issues.map((i) => i.field)).toEqual([...CUSTOMER_INFO_FIELDS]);
  });

  it('tells a T.C. Kimlik No of 11 digits with wrong check digits from a wrong length (issue 29 item 16)', () => {
    const key = (tcKimlikNo: string) => customerInfoIssues({ ...ok, tcKimlikNo }).map((i) => i.key);
    expect(key('12345678901')).toEqual(['tcKimlikNoChecksum']);
    expect(key('1234')).toEqual(['tcKimlikNoInvalid']);
    expect(key('01234567890')).toEqual(['tcKimlikNoInvalid']);
  });

  it('trims the details an order carries and leaves out optional fields left blank', () => {
    expect(
      trimCustomerInfo({
        firstName: ' Ayşe ',
        familyName: 'Yılmaz ',
        tcKimlikNo: ' 10000000146',
        district: 'İstanbul / Kadıköy ',
        email: '  ',
        phone: ' 0532 000 00 00 ',
        address: '',
      }),
    ).toEqual({
      firstName: 'Ayşe',
      familyName: 'Yılmaz',
      tcKimlikNo: '10000000146',
      district: 'İstanbul / Kadıköy',
      phone: '0532 000 00 00',
    });
  });
  it('accepts Turkish phone formats', () => {
    for (const phone of ['0532 123 45 67', '+90 (532) 123-45-67', '5321234567', '0216 555 01 01']) {
      expect(customerInfoIssues({ ...ok, phone })).toEqual([]);
    }
  });
  it('applies the threshold by its operator', () => {
    const at = (operator: 'equal' | 'equal_or_greater' | 'greater') => ({
      enabled: true,
      amount: 6000,
      operator,
    });
    expect(customerInfoRequired(600_000, at('equal_or_greater'))).toBe(true);
    expect(customerInfoRequired(599_999, at('equal_or_greater'))).toBe(false);
    expect(customerInfoRequired(600_000, at('greater'))).toBe(false);
    expect(customerInfoRequired(600_000, at('equal'))).toBe(true);
    expect(customerInfoRequired(900_000, { ...at('greater'), enabled: false })).toBe(false);
  });
});

describe('cart totals', () => {
  it('extracts VAT from VAT-inclusive prices per line', () => {
    const totals = cartTotals([
      { unit_price_minor: 11_000, quantity: 2, vat_rate: 10 },
      { unit_price_minor: 12_000, quantity: 1, vat_rate: 20 },
    ]);
    expect(totals).toEqual({ total_minor: 34_000, vat_minor: 4_000, subtotal_minor: 30_000 });
  });
});
