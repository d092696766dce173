import { describe, expect, it } from 'vitest';
import { soldOutFormDefaults, soldOutFormSchema, soldOutRequest } from './sold-out-form';

const check = (duration: string, countLeft: string) => soldOutFormSchema.safeParse({ duration, countLeft });

describe('the sold-out dialog form', () => {
  it('sends the duration alone when no count is typed, and the count as a number when one is', () => {
    expect(soldOutRequest({ duration: '1h', countLeft: '' })).toEqual({ duration: '1h' });
    expect(soldOutRequest({ duration: '1h', countLeft: '   ' })).toEqual({ duration: '1h' });
    expect(soldOutRequest({ duration: 'end_of_day', countLeft: ' 5 ' })).toEqual({
      duration: 'end_of_day',
      count_left: 5,
    });
    expect(soldOutRequest({ duration: 'until_further_notice', countLeft: '9999' })).toEqual({
      duration: 'until_further_notice',
      count_left: 9999,
    });
  });

  it('accepts every duration the server knows and a whole count from 1 to 9999', () => {
    for (const duration of ['until_further_notice', '1h', '2h', '4h', 'end_of_day']) {
      expect(check(duration, '').success).toBe(true);
    }
    expect(check('2h', '1').success).toBe(true);
    expect(check('2h', '9999').success).toBe(true);
  });

  it('refuses a zero, negative, fractional, too large or non-numeric count on the count field', () => {
    for (const countLeft of ['0', '-1', '2.5', '2,5', '10000', 'beş', '1e3']) {
      const result = check('1h', countLeft);
      expect(result.success, countLeft).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['countLeft'], message: 'count_left' }),
      ]);
    }
  });

  it('refuses an unknown duration on the duration field', () => {
    const result = check('3h', '');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['duration'], message: 'duration' });
  });

  it('opens on until further notice with the count the product has left now', () => {
    expect(soldOutFormDefaults(null)).toEqual({ duration: 'until_further_notice', countLeft: '' });
    const mark = { at: '2026-11-28T10:00:00Z', by: 'a@b.c', until: null, count_left: 4 };
    expect(soldOutFormDefaults(mark)).toEqual({ duration: 'until_further_notice', countLeft: '4' });
    expect(soldOutFormDefaults({ ...mark, count_left: 0 }).countLeft).toBe('');
    expect(soldOutFormDefaults({ ...mark, count_left: null }).countLeft).toBe('');
  });
});
