import { describe, expect, it } from 'vitest';
import { presetRange, rangeFieldError, rangeReady, readRangeChoice, writeRangeChoice } from './range-presets';

// Wednesday 2026-03-18
const TODAY = '2026-03-18';

describe('range presets', () => {
  it('counts each preset from today (weeks from Monday, whole previous month, leap years)', () => {
    expect(presetRange('this_week', TODAY)).toEqual({ from: '2026-03-16', to: TODAY });
    expect(presetRange('last_week', TODAY)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('this_month', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetRange('last_month', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2028-03-05')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last_30_days', TODAY)).toEqual({ from: '2026-02-17', to: TODAY });
    expect(presetRange('this_year', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    // a Sunday belongs to the week that began the Monday before
    expect(presetRange('this_week', '2026-03-22')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(presetRange('this_week', '2026-03-16')).toEqual({ from: '2026-03-16', to: '2026-03-16' });
  });

  it('reads the choices from the address and writes them back (a preset keeps no dates)', () => {
    const choice = readRangeChoice(new URLSearchParams('preset=last_week&store=s1&channel=till'), TODAY);
    expect(choice).toEqual({
      preset: 'last_week',
      from: '2026-03-09',
      to: '2026-03-15',
      store: 's1',
      channel: 'till',
    });
    expect(writeRangeChoice(choice).toString()).toBe('preset=last_week&store=s1&channel=till');
    const custom = readRangeChoice(new URLSearchParams('preset=custom&from=2026-01-05&to=2026-02-01'), TODAY);
    expect(custom).toMatchObject({ preset: 'custom', from: '2026-01-05', to: '2026-02-01', store: null });
    expect(writeRangeChoice(custom).toString()).toBe('preset=custom&from=2026-01-05&to=2026-02-01');
  });

  it('falls back on anything unknown in the address', () => {
    expect(readRangeChoice(new URLSearchParams('preset=forever&channel=fax'), TODAY)).toEqual({
      preset: 'this_month',
      from: '2026-03-01',
      to: TODAY,
      store: null,
      channel: null,
    });
    expect(readRangeChoice(new URLSearchParams('preset=custom&from=2026-02-30&to=x'), TODAY)).toMatchObject({
      from: '',
      to: '',
    });
  });

  it('names the field of a reversed or too long range, as the server does; waits for both dates', () => {
    expect(rangeFieldError({ from: '2026-03-10', to: '2026-03-01' })).toEqual({
      code: 'range_reversed',
      field: 'from',
    });
    expect(rangeFieldError({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      code: 'range_too_long',
      field: 'to',
    });
    // 366 days (a leap year) is allowed
    expect(rangeFieldError({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(rangeFieldError({ from: '', to: '2026-01-02' })).toBeNull();
    const base = { preset: 'custom' as const, store: null, channel: null };
    expect(rangeReady({ ...base, from: '2026-03-01', to: '2026-03-02' })).toBe(true);
    expect(rangeReady({ ...base, from: '2026-03-03', to: '2026-03-02' })).toBe(false);
    expect(rangeReady({ ...base, from: '', to: '2026-03-02' })).toBe(false);
  });
});
