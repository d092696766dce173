import type { Business, Store } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { filterName, storesOf, toggledFilter } from './store-filter';

const store = (id: string, business_id: string) => ({ id, business_id }) as Store;
const business = (id: string, name: string) => ({ id, name }) as Business;

describe('store filter', () => {
  const stores = [store('s1', 'b1'), store('s2', 'b2'), store('s3', 'b1')];
  it("shows every store without a filter, else only the business's", () => {
    expect(storesOf(stores, null).map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(storesOf(stores, 'b1').map((s) => s.id)).toEqual(['s1', 's3']);
    expect(storesOf(stores, 'b9')).toEqual([]);
  });
  it('a click on the filtering business clears the filter, on another sets it', () => {
    expect(toggledFilter(null, 'b1')).toBe('b1');
    expect(toggledFilter('b1', 'b1')).toBeNull();
    expect(toggledFilter('b2', 'b1')).toBe('b1');
  });
  it('names the filtering business, and nothing when there is no filter', () => {
    const list = [business('b1', 'Demo Büfe'), business('b2', 'Köşe')];
    expect(filterName(list, 'b2')).toBe('Köşe');
    expect(filterName(list, null)).toBeUndefined();
  });
});
