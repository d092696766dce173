import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConfigurableItem,
  defaultSelection,
  keepValidChoices,
  missingRequiredSteps,
  optionPrice,
  type Selection,
  selectionIssues,
  setOptionQuantity,
  unitPrice,
} from './configured-item.js';

const burger: ConfigurableItem = {
  base_price_minor: 24_500,
  steps: [
    {
      id: 'bread',
      type: 'radio',
      required: true,
      options: [
        { id: 'sesame', price_minor: 0, max_quantity: 1, is_default: true },
        { id: 'gluten-free', price_minor: 1_500, max_quantity: 1 },
      ],
    },
    {
      id: 'sauces',
      type: 'stepper',
      required: false,
      options: [
        { id: 'ketchup', price_minor: 0, max_quantity: 3 },
        { id: 'bbq', price_minor: 500, max_quantity: 2 },
      ],
    },
    {
      id: 'extras',
      type: 'stepper',
      required: false,
      options: [
        {
          id: 'cheese',
          price_minor: 2_000,
          max_quantity: 2,
          product_id: 'p-cheese',
          linked_price_minor: 2_500,
        },
        {
          id: 'bacon',
          price_minor: 3_000,
          max_quantity: 1,
          product_id: 'p-bacon',
          linked_price_minor: 3_500,
          is_manual_price: true,
        },
      ],
    },
  ],
};

describe('configured item', () => {
  it('starts from the defaults and prices base plus options times quantities', () => {
    const start = defaultSelection(burger);
    expect(start).toEqual({ bread: { sesame: 1 }, sauces: {}, extras: {} });
    expect(unitPrice(burger, start)).toBe(24_500);
    let s = setOptionQuantity(burger, start, 'bread', 'gluten-free', 1);
    s = setOptionQuantity(burger, s, 'sauces', 'bbq', 2);
    s = setOptionQuantity(burger, s, 'extras', 'cheese', 2);
    s = setOptionQuantity(burger, s, 'extras', 'bacon', 1);
    expect(s.bread).toEqual({ 'gluten-free': 1 });
    // 24500 + 1500 + 2*500 + 2*2500 (linked price) + 3000 (manual price)
    expect(unitPrice(burger, s)).toBe(24_500 + 1_500 + 1_000 + 5_000 + 3_000);
    expect(selectionIssues(burger, s)).toEqual([]);
  });

  it('uses the linked product price unless the price was set by hand', () => {
    const [cheese, bacon] = burger.steps[2]?.options ?? [];
    expect(cheese && optionPrice(cheese)).toBe(2_500);
    expect(bacon && optionPrice(bacon)).toBe(3_000);
  });

  it('reports what is missing and what is wrong', () => {
    expect(missingRequiredSteps(burger, { bread: {} })).toEqual(['bread']);
    const bad: Selection = {
      bread: { sesame: 1, 'gluten-free': 1 },
      sauces: { ketchup: 9, mayo: 1 },
      nope: {},
    };
    expect(
      selectionIssues(burger, bad)
        .map((i) => i.code)
        .sort(),
    ).toEqual(['over_max_quantity', 'radio_multiple', 'unknown_option', 'unknown_step'].sort());
  });

  it('drops what the menu no longer offers, so a required step left empty is shown as missing', () => {
    const chosen: Selection = {
      bread: { 'gluten-free': 1 },
      sauces: { ketchup: 2, bbq: 5, gone: 1 },
      extras: { cheese: 1, bacon: 1.5 },
      removed: { x: 1 },
    };
    // the gluten-free bread sold out while its dialog was open
    const soldOut: ConfigurableItem = {
      ...burger,
      steps: burger.steps.map((step) =>
        step.id === 'bread'
          ? {
              ...step,
              options: step.options.map((o) => (o.id === 'gluten-free' ? { ...o, available: false } : o)),
            }
          : step,
      ),
    };
    const kept = keepValidChoices(soldOut, chosen);
    expect(kept).toEqual({ bread: {}, sauces: { ketchup: 2, bbq: 2 }, extras: { cheese: 1 } });
    expect(selectionIssues(soldOut, kept)).toEqual([{ code: 'required_missing', stepId: 'bread' }]);
    // a valid selection is returned as it is (no new object for React to re-render on)
    const valid = defaultSelection(burger);
    expect(keepValidChoices(burger, valid)).toBe(valid);
  });

  it('clamps stepper quantities to 0..max', () => {
    const s = setOptionQuantity(burger, {}, 'sauces', 'ketchup', 10);
    expect(s.sauces).toEqual({ ketchup: 3 });
    expect(setOptionQuantity(burger, s, 'sauces', 'ketchup', 0).sauces).toEqual({});
  });
});

// Property tests over random items and selections.
const optionArb = (prefix: string) =>
  fc.record({
    id: fc.constantFrom(`${prefix}a`, `${prefix}b`, `${prefix}c`, `${prefix}d`),
    price_minor: fc.integer({ min: 0, max: 10_000 }),
    max_quantity: fc.integer({ min: 1, max: 5 }),
    is_default: fc.boolean(),
    linked_price_minor: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
    product_id: fc.option(fc.constant('linked'), { nil: null }),
    is_manual_price: fc.boolean(),
  });
const stepArb = fc.integer({ min: 0, max: 1_000 }).chain((n) =>
  fc.record({
    id: fc.constant(`s${n}`),
    type: fc.constantFrom('radio' as const, 'stepper' as const),
    required: fc.boolean(),
    options: fc.uniqueArray(optionArb(`s${n}-`), { minLength: 1, maxLength: 4, selector: (o) => o.id }),
  }),
);
const itemArb = fc.record({
  base_price_minor: fc.integer({ min: 0, max: 100_000 }),
  steps: fc.uniqueArray(stepArb, { minLength: 1, maxLength: 4, selector: (s) => s.id }),
});
/** A sequence of (step, option, quantity) picks applied with setOptionQuantity. */
const picksArb = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 6 })), { maxLength: 12 });

function applyPicks(item: ConfigurableItem, picks: Array<[number, number, number]>): Selection {
  let selection = defaultSelection(item);
  for (const [s, o, q] of picks) {
    const step = item.steps[s % item.steps.length];
    const option = step?.options[o % (step?.options.length ?? 1)];
    if (step && option) selection = setOptionQuantity(item, selection, step.id, option.id, q);
  }
  return selection;
}

describe('configured item properties', () => {
  it('never decreases the price when a stepper option is added', () => {
    fc.assert(
      fc.property(itemArb, picksArb, fc.nat(), fc.nat(), (item, picks, s, o) => {
        const selection = applyPicks(item, picks);
        const step = item.steps[s % item.steps.length];
        if (step?.type !== 'stepper') return true;
        const option = step.options[o % step.options.length];
        if (!option) return true;
        const current = selection[step.id]?.[option.id] ?? 0;
        const more = setOptionQuantity(item, selection, step.id, option.id, current + 1);
        return unitPrice(item, more) >= unitPrice(item, selection);
      }),
    );
  });

  it('gives the base price when every optional step is emptied and nothing is required', () => {
    fc.assert(
      fc.property(itemArb, picksArb, (raw, picks) => {
        const item = { ...raw, steps: raw.steps.map((s) => ({ ...s, required: false })) };
        const selection = applyPicks(item, picks);
        const emptied = Object.fromEntries(item.steps.map((s) => [s.id, {}]));
        expect(unitPrice(item, { ...selection, ...emptied })).toBe(item.base_price_minor);
        expect(selectionIssues(item, emptied)).toEqual([]);
      }),
    );
  });

  it('never holds two options in a radio step', () => {
    fc.assert(
      fc.property(itemArb, picksArb, (item, picks) => {
        const selection = applyPicks(item, picks);
        return item.steps
          .filter((s) => s.type === 'radio')
          .every((s) => Object.values(selection[s.id] ?? {}).filter((q) => q > 0).length <= 1);
      }),
    );
  });

  it('keeps of any selection only what is valid, and all of a valid one', () => {
    const quantityArb = fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant(1.5));
    fc.assert(
      fc.property(
        itemArb,
        picksArb,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('a', 'b', 'zz'), quantityArb)),
        fc.nat(),
        (item, picks, noise, soldOut) => {
          const valid = applyPicks(item, picks);
          expect(keepValidChoices(item, valid)).toBe(valid);
          // anything at all: random steps, options and quantities over a valid start, one option sold out
          const raw: Selection = structuredClone(valid);
          for (const [s, o, q] of noise) {
            const stepId = item.steps[s % item.steps.length]?.id ?? 'no-step';
            raw[stepId] = { ...raw[stepId], [`${stepId}-${o}`]: q };
          }
          raw['no-such-step'] = { x: 1 };
          const step = item.steps[soldOut % item.steps.length];
          const changed: ConfigurableItem = {
            ...item,
            steps: item.steps.map((s) =>
              s === step
                ? { ...s, options: s.options.map((o, i) => (i === 0 ? { ...o, available: false } : o)) }
                : s,
            ),
          };
          const kept = keepValidChoices(changed, raw);
          expect(selectionIssues(changed, kept).every((i) => i.code === 'required_missing')).toBe(true);
        },
      ),
    );
  });

  it('always reports an invalid selection', () => {
    fc.assert(
      fc.property(itemArb, fc.nat(), fc.integer({ min: 2, max: 9 }), (item, s, extra) => {
        const step = item.steps[s % item.steps.length];
        if (!step) return true;
        const option = step.options[0];
        if (!option) return true;
        // Too many of one option, a second radio option, or an unknown option: each must be reported.
        const tooMany: Selection = {
          [step.id]: { [option.id]: (step.type === 'radio' ? 1 : option.max_quantity) + extra },
        };
        const unknown: Selection = { [step.id]: { 'no-such-option': 1 } };
        const reported = [tooMany, unknown].every((sel) => selectionIssues(item, sel).length > 0);
        const second = step.options[1];
        const radioTwice =
          step.type !== 'radio' ||
          !second ||
          selectionIssues(item, { [step.id]: { [option.id]: 1, [second.id]: 1 } }).some(
            (i) => i.code === 'radio_multiple',
          );
        return reported && radioTwice;
      }),
    );
  });
});
