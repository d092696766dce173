import { describe, expect, it } from 'vitest';
import { type ChangedLine, kitchenLineChanges } from './line-changes.js';

const line = (product: string, quantity: number, configurations: unknown = []): ChangedLine => ({
  product_id: product,
  product_name: product,
  quantity,
  configurations,
});

describe('kitchenLineChanges', () => {
  it('gives nothing for the same lines saved again (new row ids, another order of lines)', () => {
    const before = [{ ...line('burger', 1), id: 'a' }, line('cay', 2)];
    const after = [line('cay', 2), { ...line('burger', 1), id: 'b' }];
    expect(kitchenLineChanges(before, after)).toEqual({ added: [], removed: [] });
  });

  it('gives only the added lines and the added part of a quantity', () => {
    const { added, removed } = kitchenLineChanges([line('burger', 1)], [line('burger', 3), line('cay', 2)]);
    expect(added).toEqual([line('burger', 2), line('cay', 2)]);
    expect(removed).toEqual([]);
  });

  it('gives the lines taken off and a lowered quantity as removed', () => {
    const { added, removed } = kitchenLineChanges([line('burger', 3), line('cay', 1)], [line('burger', 1)]);
    expect(added).toEqual([]);
    expect(removed).toEqual([line('burger', 2), line('cay', 1)]);
  });

  it('tells the same product with other customizations apart', () => {
    const cheddar = [{ option_name: 'Cheddar' }];
    const { added, removed } = kitchenLineChanges([line('burger', 1, cheddar)], [line('burger', 1)]);
    expect(added).toEqual([line('burger', 1)]);
    expect(removed).toEqual([line('burger', 1, cheddar)]);
  });

  it("tells a deal's part from the same product ordered alone, whatever the rows' ids", () => {
    const cola = { product_id: 'k', product_name: 'Kola', quantity: 1, configurations: [] };
    const part = { ...cola, deal_name: 'Klasik Burger Menü', deal_group: 'İçecek' };
    const { added, removed } = kitchenLineChanges([{ ...part, id: 'old' }], [cola, { ...part, id: 'new' }]);
    expect(added).toEqual([cola]);
    expect(removed).toEqual([]);
  });
});
