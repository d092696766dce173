import { describe, expect, it } from 'vitest';
import { moveItem } from './configuration-draft';
import { dropIndex, dropPosition } from './option-drop';

describe('dropPosition', () => {
  const box = { top: 100, height: 40 };
  it('is before over the upper half and after from the middle down', () => {
    expect(dropPosition(100, box)).toBe('before');
    expect(dropPosition(119, box)).toBe('before');
    expect(dropPosition(120, box)).toBe('after');
    expect(dropPosition(139, box)).toBe('after');
  });
});

describe('dropIndex', () => {
  const items = ['a', 'b', 'c', 'd'];
  const drop = (from: number, over: number, position: 'before' | 'after') =>
    moveItem(items, from, dropIndex(from, over, position));

  it('moves an option down past the one it is dropped after', () => {
    expect(drop(0, 2, 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(drop(0, 3, 'after')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('moves an option down before the one it is dropped before', () => {
    expect(drop(0, 2, 'before')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('moves an option up', () => {
    expect(drop(3, 0, 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(drop(3, 1, 'after')).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the order alone when dropped next to itself', () => {
    expect(drop(1, 1, 'before')).toEqual(items);
    expect(drop(1, 1, 'after')).toEqual(items);
    expect(drop(1, 0, 'after')).toEqual(items);
  });
});
