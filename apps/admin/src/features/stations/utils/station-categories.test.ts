import { describe, expect, it } from 'vitest';
import { stationCategoryChoices } from './station-categories';

describe('stationCategoryChoices (issue 29 item 14)', () => {
  it('offers main categories, never the pseudo-category "Tümü"', () => {
    const categories = [
      { id: 'all', parent_id: null },
      { id: 'food', parent_id: null },
      { id: 'burgers', parent_id: 'food' },
      { id: 'drinks', parent_id: null },
    ];
    expect(stationCategoryChoices(categories).map((c) => c.id)).toEqual(['food', 'drinks']);
  });
});
