import { describe, expect, it } from 'vitest';
import { slipSources } from './printer-slips';

const kiosks = [
  { id: 'k1', name: 'kiosk1 (Giriş)' },
  { id: 'k2', name: 'kiosk2' },
];
const tills = [{ id: 't1', name: 'Kasa 1' }];

describe('a printer card’s customer slip sources', () => {
  it('names the kiosks first, then the tills', () => {
    expect(slipSources(['t1', 'k2'], kiosks, tills)).toEqual({ names: ['kiosk2', 'Kasa 1'], unknown: 0 });
  });

  it('counts ids that name no kiosk or till any more', () => {
    expect(slipSources(['k1', 'gone', 'also-gone'], kiosks, tills)).toEqual({
      names: ['kiosk1 (Giriş)'],
      unknown: 2,
    });
  });

  it('says nothing while a list is loading, and nothing chosen is empty', () => {
    expect(slipSources(['k1'], undefined, tills)).toBeUndefined();
    expect(slipSources(['k1'], kiosks, undefined)).toBeUndefined();
    expect(slipSources([], kiosks, tills)).toEqual({ names: [], unknown: 0 });
  });
});
