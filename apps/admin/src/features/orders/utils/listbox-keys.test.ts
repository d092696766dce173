import { describe, expect, it } from 'vitest';
import { listboxKey } from './listbox-keys';

describe('listboxKey', () => {
  it('moves down and up round the list', () => {
    expect(listboxKey('ArrowDown', 0, 3)).toEqual({ move: 1 });
    expect(listboxKey('ArrowDown', 2, 3)).toEqual({ move: 0 });
    expect(listboxKey('ArrowUp', 0, 3)).toEqual({ move: 2 });
  });
  it('picks the active option with Enter, and ignores other keys and an empty list', () => {
    expect(listboxKey('Enter', 1, 3)).toEqual({ pick: 1 });
    expect(listboxKey('a', 1, 3)).toBeUndefined();
    expect(listboxKey('ArrowDown', 0, 0)).toBeUndefined();
  });
});
