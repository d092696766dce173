import type { OpenOrder } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { canPayLinked, keptOnLink, loadedKey } from './linked-tab';
import { linesKey } from './order-lines';

const line = { productId: 'p1', quantity: 2, selection: {}, unitPriceMinor: 500, vatRate: 10, name: 'Çay' };

describe('the linked tab', () => {
  it('keeps an unlinked cart’s lines at hand when a tab is linked, none when one was linked', () => {
    expect(keptOnLink(null, [{ ...line, id: 'x' }])).toEqual([line]);
    expect(keptOnLink({ id: 'o' } as OpenOrder, [{ ...line, id: 'x' }])).toEqual([]);
  });

  it('keys the loaded lines as the cart will hold them', () => {
    expect(loadedKey([line])).toBe(linesKey([{ ...line, id: '0' }]));
  });

  it('pays unsaved lines only when the cart has some, a saved tab only while money remains', () => {
    const base = { saving: false, unsaved: false, cartLineCount: 0, remainingMinor: 100 };
    expect(canPayLinked(base)).toBe(true);
    expect(canPayLinked({ ...base, remainingMinor: 0 })).toBe(false);
    expect(canPayLinked({ ...base, unsaved: true })).toBe(false);
    expect(canPayLinked({ ...base, unsaved: true, cartLineCount: 1, remainingMinor: 0 })).toBe(true);
    expect(canPayLinked({ ...base, saving: true })).toBe(false);
  });
});
