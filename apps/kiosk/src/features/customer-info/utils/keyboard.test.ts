import { describe, expect, it } from 'vitest';
import { applyKey, nextLayout, TEXT_LAYOUT, turkishUpper } from './keyboard';

describe('on-screen keyboard', () => {
  it('has every Turkish letter, and shift gives İ for i and I for ı', () => {
    const keys = TEXT_LAYOUT.default.join(' ').split(' ');
    for (const letter of ['ç', 'ğ', 'ı', 'i', 'ö', 'ş', 'ü']) expect(keys).toContain(letter);
    const shifted = TEXT_LAYOUT.shift.join(' ').split(' ');
    const at = (key: string) => keys.indexOf(key);
    expect(shifted[at('i')]).toBe('İ');
    expect(shifted[at('ı')]).toBe('I');
    expect(shifted[at('ş')]).toBe('Ş');
    expect(turkishUpper('iı')).toBe('İI');
  });

  it('types at the caret, replaces a selection and deletes with backspace', () => {
    expect(applyKey('Ayşe', 4, 4, 'g')).toEqual({ value: 'Ayşeg', caret: 5 });
    expect(applyKey('Ayşe', 1, 1, 'ı')).toEqual({ value: 'Aıyşe', caret: 2 });
    expect(applyKey('Ayşe', 1, 3, 'X')).toEqual({ value: 'AXe', caret: 2 });
    expect(applyKey('Ayşe', 4, 4, '{bksp}')).toEqual({ value: 'Ayş', caret: 3 });
    expect(applyKey('Ayşe', 0, 4, '{bksp}')).toEqual({ value: '', caret: 0 });
    expect(applyKey('', 0, 0, '{bksp}')).toEqual({ value: '', caret: 0 });
    expect(applyKey('Ali', 3, 3, '{space}')).toEqual({ value: 'Ali ', caret: 4 });
    expect(applyKey('Ali', 99, 99, 'k')).toEqual({ value: 'Alik', caret: 4 });
    expect(applyKey('Ali', 3, 3, '{shift}')).toBeNull();
    expect(applyKey('Ali', 3, 3, '{hide}')).toBeNull();
  });

  it('shift lasts one letter, caps lock until pressed again', () => {
    expect(nextLayout('default', '{shift}')).toBe('shift');
    expect(nextLayout('shift', 'A')).toBe('default');
    expect(nextLayout('shift', '{shift}')).toBe('default');
    expect(nextLayout('default', '{lock}')).toBe('lock');
    expect(nextLayout('lock', 'A')).toBe('lock');
    expect(nextLayout('lock', '{lock}')).toBe('default');
    expect(nextLayout('shift', '{bksp}')).toBe('shift');
  });
});
