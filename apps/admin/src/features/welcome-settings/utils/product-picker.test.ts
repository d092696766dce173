import { describe, expect, it } from 'vitest';
import { filterByQuery, idsInOrder, toggleId } from './product-picker';

const items = [
  { id: 'a', text: 'Izgara Köfte' },
  { id: 'b', text: 'Ayran' },
  { id: 'c', text: 'İçli köfte' },
];

describe('filterByQuery', () => {
  it('keeps every item for an empty or blank query', () => {
    expect(filterByQuery(items, '  ', 'tr', (item) => item.text)).toBe(items);
  });

  it('matches case-insensitively in the locale, trimming the query', () => {
    expect(filterByQuery(items, ' KÖFTE ', 'tr', (item) => item.text).map((item) => item.id)).toEqual([
      'a',
      'c',
    ]);
    expect(filterByQuery(items, 'içli', 'tr', (item) => item.text).map((item) => item.id)).toEqual(['c']);
    expect(filterByQuery(items, 'pizza', 'tr', (item) => item.text)).toEqual([]);
  });
});

describe('toggleId', () => {
  it('adds a missing id and removes a present one, leaving the original alone', () => {
    const start = new Set(['a']);
    expect([...toggleId(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleId(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});

describe('idsInOrder', () => {
  it('gives the chosen ids in the items order, not the order chosen', () => {
    expect(idsInOrder(items, new Set(['c', 'a']))).toEqual(['a', 'c']);
  });
});
