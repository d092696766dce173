/** The on-screen keyboard's layouts and what a key press does to a field (pure; react state keeps the text). */

export type KeyboardMode = 'text' | 'digits' | 'phone';
export type LayoutName = 'default' | 'shift' | 'lock';

/** Turkish Q layout: ı next to u, i next to ş, so shift gives I for ı and İ for i. */
const LETTERS_LOWER = ['q w e r t y u ı o p ğ ü', 'a s d f g h j k l ş i', 'z x c v b n m ö ç'];

/** Turkish upper case of one key's text (İ for i, I for ı, which toUpperCase() without a locale gets wrong). */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

function lettersRows(upper: boolean): string[] {
  return LETTERS_LOWER.map((row) => (upper ? turkishUpper(row) : row));
}

export const TEXT_LAYOUT: Record<LayoutName, string[]> = {
  default: [
    '1 2 3 4 5 6 7 8 9 0 {bksp}',
    `${lettersRows(false)[0]}`,
    `{lock} ${lettersRows(false)[1]}`,
    `{shift} ${lettersRows(false)[2]} . @`,
    `{hide} , - {space} _ /`,
  ],
  shift: [
    '1 2 3 4 5 6 7 8 9 0 {bksp}',
    `${lettersRows(true)[0]}`,
    `{lock} ${lettersRows(true)[1]}`,
    `{shift} ${lettersRows(true)[2]} . @`,
    `{hide} , - {space} _ /`,
  ],
  lock: [],
};
TEXT_LAYOUT.lock = TEXT_LAYOUT.shift;

export const DIGITS_LAYOUT = { default: ['1 2 3', '4 5 6', '7 8 9', '{hide} 0 {bksp}'] };
export const PHONE_LAYOUT = { default: ['1 2 3', '4 5 6', '7 8 9', '+ 0 {bksp}', '{hide} {space}'] };

export interface Edit {
  value: string;
  /** Where the caret goes after the edit. */
  caret: number;
}

/**
 * A key typed into a field at the selection [start, end): replaces the selection, {bksp} deletes
 * the selection or the character before the caret, {space} types a space. Returns null for keys
 * that do not edit (shift, lock, hide).
 */
export function applyKey(value: string, start: number, end: number, key: string): Edit | null {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  if (key === '{bksp}') {
    if (from !== to) return { value: value.slice(0, from) + value.slice(to), caret: from };
    if (from === 0) return { value, caret: 0 };
    // a whole code point (Turkish letters are one UTF-16 unit, but be safe)
    const before = Array.from(value.slice(0, from));
    before.pop();
    const head = before.join('');
    return { value: head + value.slice(to), caret: head.length };
  }
  const text = key === '{space}' ? ' ' : key.startsWith('{') ? null : key;
  if (text === null) return null;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** The layout after a key press: shift is for one letter, caps lock stays until pressed again. */
export function nextLayout(current: LayoutName, key: string): LayoutName {
  if (key === '{shift}') return current === 'shift' ? 'default' : 'shift';
  if (key === '{lock}') return current === 'lock' ? 'default' : 'lock';
  if (current === 'shift' && !key.startsWith('{')) return 'default';
  return current;
}
