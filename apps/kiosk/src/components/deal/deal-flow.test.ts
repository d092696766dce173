import type { DealGroup } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { dealFlowReducer, firstOpenStep, flowComplete, startDealFlow } from './deal-flow';

const groups: DealGroup[] = [
  { id: 'main', name: 'Ana ürün', min: 1, max: 1, choices: [{ product_id: 'burger', price_delta_minor: 0 }] },
  {
    id: 'side',
    name: 'Yan ürün',
    min: 1,
    max: 1,
    choices: [
      { product_id: 'fries', price_delta_minor: 0 },
      { product_id: 'fries-l', price_delta_minor: 1500 },
    ],
  },
  {
    id: 'extra',
    name: 'Sos',
    min: 0,
    max: 2,
    choices: [
      { product_id: 'ketchup', price_delta_minor: 0 },
      { product_id: 'mayo', price_delta_minor: 0 },
      { product_id: 'bbq', price_delta_minor: 0 },
    ],
  },
];

const pick = (group_id: string, product_id: string, configurable = false) =>
  ({ type: 'pick', group_id, product_id, configurable, selection: {} }) as const;

describe('deal flow', () => {
  it('moves on by itself after a one-part group and ends at the summary once every group has enough', () => {
    let state = startDealFlow(groups);
    expect(state.step).toBe(0);
    state = dealFlowReducer(state, pick('main', 'burger'));
    expect(state.step).toBe(1);
    expect(flowComplete(state)).toBe(false);
    state = dealFlowReducer(state, pick('side', 'fries-l'));
    // the optional group is next: it waits for "next"
    expect(state.step).toBe(2);
    expect(flowComplete(state)).toBe(true);
    state = dealFlowReducer(state, { type: 'next' });
    expect(state.step).toBe(3);
    expect(state.parts.map((p) => p.product_id)).toEqual(['burger', 'fries-l']);
  });

  it('replaces the choice of a one-part group and keeps parts in group order whatever the tap order', () => {
    let state = startDealFlow(groups, [], 1);
    state = dealFlowReducer(state, { type: 'goto', step: 1 });
    state = dealFlowReducer(state, pick('side', 'fries'));
    state = dealFlowReducer(state, { type: 'goto', step: 1 });
    state = dealFlowReducer(state, pick('side', 'fries-l'));
    state = dealFlowReducer(state, { type: 'goto', step: 0 });
    state = dealFlowReducer(state, pick('main', 'burger'));
    expect(state.parts.map((p) => p.product_id)).toEqual(['burger', 'fries-l']);
  });

  it('takes at most max parts in a group of several and refuses "next" before the minimum', () => {
    let state = startDealFlow(groups);
    expect(dealFlowReducer(state, { type: 'next' }).step).toBe(0);
    state = dealFlowReducer(state, { type: 'goto', step: 2 });
    state = dealFlowReducer(state, pick('extra', 'ketchup'));
    state = dealFlowReducer(state, pick('extra', 'mayo'));
    state = dealFlowReducer(state, pick('extra', 'bbq'));
    expect(state.parts.map((p) => p.product_id)).toEqual(['ketchup', 'mayo']);
    state = dealFlowReducer(state, { type: 'remove', group_id: 'extra', product_id: 'mayo' });
    expect(state.parts.map((p) => p.product_id)).toEqual(['ketchup']);
  });

  it('opens a configurable part’s options first and chooses it with them', () => {
    let state = startDealFlow(groups);
    state = dealFlowReducer(state, pick('main', 'burger', true));
    // a first pick starts from the product's defaults (no selection given to its configurator)
    expect(state.configuring).toEqual({ group_id: 'main', product_id: 'burger' });
    expect(state.parts).toEqual([]);
    state = dealFlowReducer(state, { type: 'back' });
    expect(state.configuring).toBeNull();
    expect(state.step).toBe(0);
    state = dealFlowReducer(state, pick('main', 'burger', true));
    state = dealFlowReducer(state, { type: 'configured', selection: { sauce: { ketchup: 1 } } });
    expect(state.parts).toEqual([
      { group_id: 'main', product_id: 'burger', selection: { sauce: { ketchup: 1 } } },
    ]);
    expect(state.step).toBe(1);
    // editing it again starts from what was chosen
    state = dealFlowReducer(state, { type: 'configure', group_id: 'main', product_id: 'burger' });
    expect(state.configuring?.selection).toEqual({ sauce: { ketchup: 1 } });
  });

  it('a "Menü yap" opens at the first group left; editing a line opens at the summary', () => {
    const burger = { group_id: 'main', product_id: 'burger', selection: {} };
    expect(startDealFlow(groups, [burger]).step).toBe(1);
    const full = [burger, { group_id: 'side', product_id: 'fries', selection: {} }];
    expect(startDealFlow(groups, full, 2, 'summary')).toMatchObject({ step: 3, quantity: 2 });
    expect(firstOpenStep(startDealFlow(groups, full))).toBe(3);
    // a "Menü yap" with every group prefilled still opens at the groups left to look at
    expect(startDealFlow(groups, full, 1, { after: 'burger' }).step).toBe(1);
  });

  it('back goes one group back, never before the first', () => {
    let state = startDealFlow(groups);
    state = dealFlowReducer(state, { type: 'back' });
    expect(state.step).toBe(0);
    state = dealFlowReducer(state, pick('main', 'burger'));
    state = dealFlowReducer(state, { type: 'back' });
    expect(state.step).toBe(0);
    expect(dealFlowReducer(state, { type: 'quantity', quantity: 0 }).quantity).toBe(1);
  });
});
