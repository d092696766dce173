import { pricingContext } from '@kiosk/domain';
import { menuPricingRules } from '@kiosk/ui';
import { IDS } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { tillPricingWhere } from '../../../lib/pricing-rules';
import { dealState, initialParts, toggleChoice, withPartSelection } from './deal-form';
import { DEAL, dealMenu } from './deal-menu.fixture';

function setup(
  groups?: (deal: NonNullable<ReturnType<typeof dealMenu>['pricing']>['deals'][number]) => void,
) {
  const menu = dealMenu();
  const [first] = menu.pricing?.deals ?? [];
  if (first && groups) groups(first);
  const ctx = pricingContext(menuPricingRules(menu), tillPricingWhere(menu, 'till', new Date()));
  const product = ctx.product(DEAL.menu);
  const deal = product && ctx.deal(product);
  if (!deal) throw new Error('the fixture has a deal');
  return { deal, lookup: ctx.lookup };
}

describe('the till’s meal deal dialog', () => {
  it('starts with each needed group’s first orderable choice and its default options', () => {
    const { deal, lookup } = setup();
    const parts = initialParts(deal, lookup);
    expect(parts.map((p) => [p.group_id, p.product_id])).toEqual([
      [DEAL.main, IDS.burger],
      [DEAL.drink, IDS.cola],
    ]);
    // the burger's default bread
    expect(Object.keys(parts[0]?.selection ?? {})).toContain(IDS.breadStep);
    expect(dealState(deal, parts, lookup)).toMatchObject({ unitMinor: expect.any(Number), issues: [] });
  });

  it('swaps a one-part group’s choice and adds its delta to the running price', () => {
    const { deal, lookup } = setup();
    const start = initialParts(deal, lookup);
    const swapped = toggleChoice(deal, start, DEAL.drink, DEAL.ayran, lookup);
    expect(swapped.map((p) => p.product_id)).toEqual([IDS.burger, DEAL.ayran]);
    expect(dealState(deal, swapped, lookup).unitMinor - dealState(deal, start, lookup).unitMinor).toBe(500);
    // a required group's only part is not taken off by tapping it again
    expect(toggleChoice(deal, swapped, DEAL.drink, DEAL.ayran, lookup)).toEqual(swapped);
  });

  it('refuses a sold-out choice', () => {
    const { deal, lookup } = setup();
    const start = initialParts(deal, lookup);
    expect(toggleChoice(deal, start, DEAL.drink, IDS.juice, lookup)).toEqual(start);
  });

  it('adds and takes off parts of a larger group up to its maximum, and names a group still missing', () => {
    const { deal, lookup } = setup((d) => {
      const drink = d.groups[1];
      if (drink) {
        Object.assign(drink, { min: 2, max: 2 });
        drink.choices.push({ product_id: IDS.burger, price_delta_minor: 0 });
      }
    });
    let parts = initialParts(deal, lookup);
    expect(parts.filter((p) => p.group_id === DEAL.drink).map((p) => p.product_id)).toEqual([
      IDS.cola,
      DEAL.ayran,
    ]);
    // full: another choice is not added
    expect(toggleChoice(deal, parts, DEAL.drink, IDS.burger, lookup)).toEqual(parts);
    parts = toggleChoice(deal, parts, DEAL.drink, IDS.cola, lookup);
    expect(dealState(deal, parts, lookup).missingGroups).toEqual(new Set([DEAL.drink]));
    parts = toggleChoice(deal, parts, DEAL.drink, IDS.burger, lookup);
    expect(dealState(deal, parts, lookup).issues).toEqual([]);
  });

  it('changes a part’s options in place', () => {
    const { deal, lookup } = setup();
    const parts = withPartSelection(initialParts(deal, lookup), 0, { [IDS.breadStep]: { [IDS.brioche]: 1 } });
    expect(parts[0]?.selection).toEqual({ [IDS.breadStep]: { [IDS.brioche]: 1 } });
    expect(dealState(deal, parts, lookup).issues).toEqual([]);
  });
});
