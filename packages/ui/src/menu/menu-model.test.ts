import { defaultSelection, missingRequiredSteps, setOptionQuantity, unitPrice } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import { withPrice } from './live-menu-rules.js';
import { IDS, testMenu } from './menu-fixture.js';
import {
  applyHold,
  configurableItemOf,
  emptyHold,
  extendHold,
  menuCategories,
  productSections,
  repricedLines,
  selectionSummary,
  stepsOf,
} from './menu-model.js';

describe('menu model', () => {
  it('orders a product’s steps and options and prices them with the domain model', () => {
    const menu = testMenu();
    const steps = stepsOf(menu, IDS.burger);
    expect(steps.map((s) => s.step.title)).toEqual(['Ekmek', 'Soslar']);
    expect(steps[0]?.options.map((o) => o.option.name)).toEqual(['Susamlı', 'Brioche']);
    const burger = menu.products.find((p) => p.id === IDS.burger);
    if (!burger) throw new Error('no burger');
    const item = configurableItemOf(burger, steps);
    let selection = defaultSelection(item);
    expect(selection[IDS.breadStep]).toEqual({ [IDS.sesame]: 1 });
    expect(missingRequiredSteps(item, selection)).toEqual([]);
    selection = setOptionQuantity(item, selection, IDS.breadStep, IDS.brioche, 1);
    selection = setOptionQuantity(item, selection, IDS.sauceStep, IDS.cheeseOption, 2);
    expect(unitPrice(item, selection)).toBe(24_500 + 1_000 + 2 * 3_000);
    expect(selectionSummary(menu, IDS.burger, selection)).toEqual(['Brioche', 'Cheddar ×2']);
    expect(missingRequiredSteps(item, { [IDS.breadStep]: {} })).toEqual([IDS.breadStep]);
  });

  it("offers a shared option group as the product's overrides say: its own price, hidden options left out", () => {
    const menu = {
      ...testMenu(),
      optionOverrides: [
        {
          product_id: IDS.burger,
          step_id: IDS.sauceStep,
          option_id: IDS.cheeseOption,
          price_minor: 2_000,
          hidden: false,
        },
        {
          product_id: IDS.burger,
          step_id: IDS.breadStep,
          option_id: IDS.brioche,
          price_minor: null,
          hidden: true,
        },
        // another product's override changes nothing here
        {
          product_id: IDS.cola,
          step_id: IDS.sauceStep,
          option_id: IDS.ketchup,
          price_minor: null,
          hidden: true,
        },
      ],
    };
    const steps = stepsOf(menu, IDS.burger);
    expect(steps[0]?.options.map((o) => o.option.name)).toEqual(['Susamlı']);
    expect(steps[1]?.options.map((o) => o.option.id)).toContain(IDS.ketchup);
    const burger = menu.products.find((p) => p.id === IDS.burger);
    if (!burger) throw new Error('no burger');
    const item = configurableItemOf(burger, steps);
    const selection = setOptionQuantity(item, defaultSelection(item), IDS.sauceStep, IDS.cheeseOption, 2);
    expect(unitPrice(item, selection)).toBe(24_500 + 2 * 2_000);
  });

  it('lists main categories with products, and sections by subcategory', () => {
    const menu = testMenu();
    expect(menuCategories(menu).map((c) => c.id)).toEqual(['food', 'drinks']);
    expect(
      productSections(menu, 'all', 'Diğer').map((s) => [s.title, s.products.map((p) => p.name)]),
    ).toEqual([
      ['Yemekler', ['Klasik Burger']],
      ['İçecekler', ['Portakal Suyu', 'Kola']],
    ]);
    expect(productSections(menu, 'food', 'Diğer').map((s) => s.title)).toEqual(['Burgerler']);
    expect(productSections(menu, 'drinks', 'Diğer').map((s) => s.title)).toEqual([null]);
  });

  it('holds the prices and names a customer saw while the data changes underneath', () => {
    const seen = testMenu();
    const hold = extendHold(emptyHold(), seen);
    const repriced = withPrice(withPrice(seen, IDS.cola, 9_999), IDS.cheese, 4_000);
    const renamed = {
      ...repriced,
      products: repriced.products.map((p) => (p.id === IDS.cola ? { ...p, name: 'Cola Zero' } : p)),
    };
    const view = applyHold(renamed, extendHold(hold, renamed));
    expect(view.products.find((p) => p.id === IDS.cola)).toMatchObject({ price_minor: 6_000, name: 'Kola' });
    const burger = view.products.find((p) => p.id === IDS.burger);
    if (!burger) throw new Error('no burger');
    const item = configurableItemOf(burger, stepsOf(view, IDS.burger));
    expect(
      unitPrice(item, { [IDS.breadStep]: { [IDS.sesame]: 1 }, [IDS.sauceStep]: { [IDS.cheeseOption]: 1 } }),
    ).toBe(24_500 + 3_000);
    // a product first seen later is held at the price it had then
    const template = renamed.products[1];
    if (!template) throw new Error('no product');
    const added = {
      ...renamed,
      products: [...renamed.products, { ...template, id: 'new', price_minor: 100 }],
    };
    const later = extendHold(hold, added);
    expect(later.products.new).toBe(100);
    expect(applyHold(added, null)).toBe(added);
  });

  it('takes names per language: switching language shows the new language’s names', () => {
    const tr = testMenu();
    const hold = extendHold(emptyHold(), tr);
    const en = {
      ...tr,
      language: 'en' as const,
      products: tr.products.map((p) => ({ ...p, name: `${p.name} (en)` })),
    };
    const view = applyHold(en, extendHold(hold, en));
    expect(view.products.find((p) => p.id === IDS.cola)?.name).toBe('Kola (en)');
  });
});

describe('repricedLines', () => {
  const line = (productId: string, unitPriceMinor: number, selection = {}) => ({
    id: `line-${productId}`,
    productId,
    quantity: 2,
    selection,
    unitPriceMinor,
    vatRate: 10,
  });

  it('prices the cart again from a menu with new prices: product, linked options and VAT, by the domain', () => {
    const old = testMenu();
    const lines = [
      line(IDS.cola, 6_000),
      line(IDS.burger, 24_500 + 3_000, { [IDS.sauceStep]: { [IDS.cheeseOption]: 1 } }),
    ];
    const updated = withPrice(withPrice(old, IDS.cola, 6_500), IDS.cheese, 4_000);
    const drinks = {
      ...updated,
      products: updated.products.map((p) => (p.id === IDS.cola ? { ...p, vat_rate: 20 } : p)),
    };
    const repriced = repricedLines(lines, drinks);
    expect(repriced.map((l) => [l.unitPriceMinor, l.vatRate])).toEqual([
      [6_500, 20],
      [24_500 + 4_000, 10],
    ]);
    // the rest of each line is kept as it was
    expect(repriced[1]).toMatchObject({
      id: `line-${IDS.burger}`,
      quantity: 2,
      selection: lines[1]?.selection,
    });
  });

  it('keeps a line whose product left the menu as it was (the server names it), and unchanged lines as they are', () => {
    const menu = testMenu();
    const gone = line('00000000-0000-4000-8000-0000000000ff', 1_234);
    const same = line(IDS.cola, 6_000);
    const repriced = repricedLines([gone, same], menu);
    expect(repriced[0]).toBe(gone);
    expect(repriced[1]).toBe(same);
  });
});
