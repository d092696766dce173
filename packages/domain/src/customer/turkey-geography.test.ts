import { describe, expect, it } from 'vitest';
import { customerInfoIssues, formatDistrict, loadProvinces, parseDistrict } from './customer-info.js';

describe('Turkey provinces and districts', () => {
  it('loads all 81 provinces in Turkish order, each with its districts', async () => {
    const provinces = await loadProvinces();
    expect(provinces).toHaveLength(81);
    const names = provinces.map((p) => p.name);
    // Turkish collation: Çanakkale after Bursa, İstanbul after Iğdır, Şanlıurfa after Sivas
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Iğdır'));
    expect(names.indexOf('Şanlıurfa')).toBeGreaterThan(names.indexOf('Sivas'));
    const istanbul = provinces.find((p) => p.name === 'İstanbul');
    expect(istanbul?.code).toBe('34');
    expect(istanbul?.districts).toContain('Kadıköy');
    expect(istanbul?.districts).toHaveLength(39);
    expect(provinces.find((p) => p.name === 'Ankara')?.districts).toContain('Çankaya');
    for (const p of provinces) expect(p.districts.length).toBeGreaterThan(0);
  });

  it('stores a district with its province within the server limit, and reads it back', async () => {
    const value = formatDistrict('Kadıköy', 'İstanbul');
    expect(value).toBe('Kadıköy / İstanbul');
    expect(parseDistrict(value)).toEqual({ district: 'Kadıköy', province: 'İstanbul' });
    expect(parseDistrict('Kadıköy')).toEqual({ district: 'Kadıköy', province: '' });
    const longest = Math.max(
      ...(await loadProvinces()).flatMap((p) => p.districts.map((d) => formatDistrict(d, p.name).length)),
    );
    expect(longest).toBeLessThanOrEqual(100);
  });

  it('still requires a district', () => {
    const base = { firstName: 'Ayşe', familyName: 'Yılmaz', tcKimlikNo: '10000000146' };
    expect(customerInfoIssues({ ...base, district: '' }).map((i) => i.field)).toEqual(['district']);
    expect(customerInfoIssues({ ...base, district: formatDistrict('Çankaya', 'Ankara') })).toEqual([]);
  });
});
