import { describe, expect, it } from 'vitest';
import { EMPTY_SCAN, type ScanResult, type ScanState, scanKey } from './barcode-scanner';

/** Feeds keys typed at the given times; returns every result. */
function feed(keys: Array<[string, number]>, start: ScanState = EMPTY_SCAN): ScanResult[] {
  let state = start;
  return keys.map(([key, at]) => {
    const result = scanKey(state, key, at);
    state = result.state;
    return result;
  });
}

const fast = (text: string, start = 1000, gap = 8): Array<[string, number]> =>
  [...text].map((key, index) => [key, start + index * gap] as [string, number]);

describe('barcode scanner (keyboard wedge)', () => {
  it('reads digits typed fast and then Enter as one code', () => {
    const results = feed([...fast('8690000123456'), ['Enter', 1000 + 13 * 8]]);
    expect(results.at(-1)).toMatchObject({ code: '8690000123456', consumed: true });
    expect(results.slice(0, -1).every((r) => r.code === null)).toBe(true);
  });

  it('reads SKUs with letters and hyphens (DRI-001)', () => {
    const results = feed([...fast('DRI-001'), ['Enter', 1060]]);
    expect(results.at(-1)?.code).toBe('DRI-001');
  });

  it('leaves a person typing alone: keys far apart are no scan', () => {
    const results = feed([
      ['1', 1000],
      ['2', 1200],
      ['3', 1400],
      ['Enter', 1500],
    ]);
    expect(results.every((r) => r.code === null && !r.consumed)).toBe(true);
  });

  it('does not count a pause inside the code: the run starts again', () => {
    const results = feed([...fast('123', 1000), ...fast('456', 2000), ['Enter', 2016]]);
    expect(results.at(-1)?.code).toBe('456');
  });

  it('ignores Enter alone and runs too short to be a code', () => {
    expect(feed([['Enter', 5]])[0]).toMatchObject({ code: null, consumed: false });
    expect(feed([...fast('12'), ['Enter', 1016]]).at(-1)?.code).toBeNull();
  });

  it('treats a lone "-" or "+" as a shortcut, and the same key inside a fast run as part of the code', () => {
    expect(feed([['-', 1000]])[0]?.consumed).toBe(false);
    const results = feed(fast('AB-1'));
    expect(results[2]).toMatchObject({ consumed: true });
  });

  it('drops the buffer on other keys (arrows, Escape)', () => {
    const results = feed([...fast('123'), ['ArrowDown', 1030], ['4', 1035], ['Enter', 1040]]);
    expect(results.at(-1)?.code).toBeNull();
  });
});
