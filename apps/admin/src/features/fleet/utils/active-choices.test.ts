import { describe, expect, it } from 'vitest';
import { activeChoices } from './active-choices';

describe('activeChoices (issue 29 item 13)', () => {
  const items = [
    { id: 'a', is_active: true },
    { id: 'p', is_active: false },
    { id: 'b', is_active: true },
  ];
  it('offers only active businesses or stores for a new record', () => {
    expect(activeChoices(items, undefined).map((i) => i.id)).toEqual(['a', 'b']);
    expect(activeChoices(items, '').map((i) => i.id)).toEqual(['a', 'b']);
  });
  it("keeps the record's own choice when it became passive", () => {
    expect(activeChoices(items, 'p').map((i) => i.id)).toEqual(['a', 'p', 'b']);
  });
});
