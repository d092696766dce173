import { describe, expect, it } from 'vitest';
import { turkishTimeAblative } from './turkish-time.js';

describe('the Turkish ablative after a clock time', () => {
  it('follows the minutes as read aloud', () => {
    expect(turkishTimeAblative('12:04')).toBe("'ten"); // dört
    expect(turkishTimeAblative('12:30')).toBe("'dan"); // otuz
    expect(turkishTimeAblative('09:15')).toBe("'ten"); // beş
    expect(turkishTimeAblative('09:16')).toBe("'dan"); // altı
    expect(turkishTimeAblative('09:21')).toBe("'den"); // bir
    expect(turkishTimeAblative('09:40')).toBe("'tan"); // kırk
    expect(turkishTimeAblative('09:03')).toBe("'ten"); // üç
    expect(turkishTimeAblative('09:09')).toBe("'dan"); // dokuz
  });

  it('follows the hour at a full hour', () => {
    expect(turkishTimeAblative('12:00')).toBe("'den"); // on iki
    expect(turkishTimeAblative('10:00')).toBe("'dan"); // on
    expect(turkishTimeAblative('00:00')).toBe("'dan"); // sıfır
    expect(turkishTimeAblative('14:00')).toBe("'ten"); // on dört
  });
});
