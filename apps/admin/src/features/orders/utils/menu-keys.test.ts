import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

describe('menuKeyTarget', () => {
  it('moves down and up round the menu, from nothing focused to the first or last item', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });
  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
    expect(menuKeyTarget('Tab', 0, 3)).toBeUndefined();
  });
});
