import { describe, expect, it } from 'vitest';
import { type SetupInput, setupIssues } from './setup-rules.js';

const valid: SetupInput = {
  email: 'owner@example.com',
  password: 'Kuzguncuk-Simit-77',
  display_name: 'Ayşe Yılmaz',
  business_name: 'Yılmaz Gıda Ltd.',
  tax_office: 'Kadıköy',
  tax_number: '1234567890',
  store_name: 'Moda Şubesi',
  phone: '+90 216 000 00 00',
  province: 'İstanbul',
  district: 'Kadıköy',
  address: 'Moda Cad. 1',
  time_zone: 'Europe/Istanbul',
  currency: 'TL',
};

describe('setupIssues', () => {
  it('accepts a complete setup (tax number of 10 digits, or 11 with the T.C. Kimlik checksum)', () => {
    expect(setupIssues(valid)).toEqual([]);
    expect(setupIssues({ ...valid, tax_number: '10000000146' })).toEqual([]);
  });

  it('names each wrong field with its key', () => {
    const issues = setupIssues({
      ...valid,
      email: 'owner',
      password: 'password',
      tax_office: ' ',
      tax_number: '10000000147',
      district: '',
      time_zone: 'Mars/Olympus',
      currency: 'XYZ',
    });
    expect(issues).toEqual([
      { field: 'email', key: 'emailInvalid' },
      { field: 'password', key: 'passwordTooCommon' },
      { field: 'tax_office', key: 'taxOfficeRequired' },
      { field: 'tax_number', key: 'taxNumberChecksum' },
      { field: 'district', key: 'districtRequired' },
      { field: 'time_zone', key: 'timeZoneInvalid' },
      { field: 'currency', key: 'currencyInvalid' },
    ]);
    expect(setupIssues({ ...valid, tax_number: '' })).toEqual([
      { field: 'tax_number', key: 'taxNumberRequired' },
    ]);
    expect(setupIssues({ ...valid, tax_number: '12345' })).toEqual([
      { field: 'tax_number', key: 'taxNumberInvalid' },
    ]);
  });
});
