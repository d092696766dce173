import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTurkish, slugify } from './turkish.js';

describe('foldTurkish', () => {
  it('folds dotted and dotless i the Turkish way', () => {
    expect(foldTurkish('İSKENDER')).toBe('iskender');
    expect(foldTurkish('ISLAK BURGER')).toBe('islak burger');
    expect(foldTurkish('ıslak')).toBe('islak');
    expect(foldTurkish('Çay')).toBe('cay');
    expect(foldTurkish('Şöğüş')).toBe('sogus');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => foldTurkish(foldTurkish(s)) === foldTurkish(s)));
  });
  it('folds whole texts as it folds them letter by letter (the one-pass form is only faster)', () => {
    const from = 'ıİIşŞğĞçÇöÖüÜâÂîÎûÛ';
    const to = 'iiissggccoouuaaiiuu';
    const letterByLetter = (text: string) =>
      [...text]
        .map((ch) => (from.includes(ch) ? to[from.indexOf(ch)] : ch.toLocaleLowerCase('tr')))
        .join('')
        .normalize('NFD')
        .replace(/\p{M}/gu, '');
    const letters = fc.constantFrom(...'aAbBcCçÇgGğĞıIiİoOöÖsSşŞuUüÜâÂîÎûÛéÉ -19'.split(''));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        return foldTurkish(text) === letterByLetter(text);
      }),
    );
  });
});

describe('slugify', () => {
  it('makes hyphenated lower-case ids', () => {
    expect(slugify('Sıcak İçecekler')).toBe('sicak-icecekler');
    expect(slugify('  Food & Drinks! ')).toBe('food-drinks');
    expect(slugify('Tatlılar')).toBe('tatlilar');
  });
  it('only yields id characters', () => {
    fc.assert(fc.property(fc.string(), (s) => /^[a-z0-9-]*$/.test(slugify(s))));
  });
});
