import { kitchenLineChanges } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { kitchenSnapshots } from '../src/services/printing/printing.service.js';

// An open order at the kitchen saved again (its rows re-inserted with new ids): what the kitchen
// ticket's "EK" / "İPTAL" get of a meal deal. Pure.

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  product_id: `p-${name}`,
  product_name: name,
  quantity: 1,
  configurations: [],
  kind: 'item',
  parent_item_id: null,
  deal_group_name: null,
  ...extra,
});
const deal = (prefix: string) => [
  row(`${prefix}-h`, 'Klasik Burger Menü', { kind: 'deal' }),
  row(`${prefix}-b`, 'Klasik Burger', {
    kind: 'deal_part',
    parent_item_id: `${prefix}-h`,
    deal_group_name: 'Ana ürün',
  }),
  row(`${prefix}-k`, 'Kola', { kind: 'deal_part', parent_item_id: `${prefix}-h`, deal_group_name: 'İçecek' }),
];

describe('kitchenSnapshots', () => {
  it("leaves out a deal's header and labels its parts with the deal", () => {
    expect(kitchenSnapshots(deal('a'))).toEqual([
      expect.objectContaining({
        product_name: 'Klasik Burger',
        deal_id: 'a-h',
        deal_name: 'Klasik Burger Menü',
        deal_group: 'Ana ürün',
        deal_quantity: 1,
      }),
      expect.objectContaining({ product_name: 'Kola', deal_id: 'a-h', deal_group: 'İçecek' }),
    ]);
  });

  it('a deal added to an order the kitchen has prints its parts under the deal; an unchanged deal prints nothing', () => {
    const before = [row('x', 'Ayran')];
    const after = [row('y', 'Ayran'), ...deal('n')];
    const { added, removed } = kitchenLineChanges(kitchenSnapshots(before), kitchenSnapshots(after));
    expect(added.map((l) => [l.product_name, l.deal_name])).toEqual([
      ['Klasik Burger', 'Klasik Burger Menü'],
      ['Kola', 'Klasik Burger Menü'],
    ]);
    expect(removed).toEqual([]);
    const again = kitchenLineChanges(
      kitchenSnapshots(after),
      kitchenSnapshots([row('z', 'Ayran'), ...deal('m')]),
    );
    expect(again).toEqual({ added: [], removed: [] });
    // a plain Kola added next to the deal's Kola is a new line of its own
    const cola = kitchenLineChanges(kitchenSnapshots(after), kitchenSnapshots([...after, row('c', 'Kola')]));
    expect(cola.added).toEqual([expect.objectContaining({ product_name: 'Kola', quantity: 1 })]);
    expect(cola.added[0]).not.toHaveProperty('deal_name');
  });
});
