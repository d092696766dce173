import type { ConfigStep } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { groupFormSchema, groupFormValues, groupWrite, overrideDrafts, overridesWrite } from './group-form';

const option = (id: string, name: string, price: number): ConfigStep['options'][number] => ({
  id,
  name,
  description: null,
  price_minor: price,
  image: null,
  product_id: null,
  is_manual_price: false,
  max_quantity: 2,
  is_default: false,
  sort_order: 1,
  linked_price_minor: null,
  available: true,
  translations: { tr: { name }, en: { name: `${name} (en)` } },
});
const sauces: ConfigStep = {
  id: 'g1',
  title: 'Soslar',
  subtitle: null,
  type: 'stepper',
  required: false,
  show_images: false,
  sort_order: 1,
  shared_with: ['p1', 'p2'],
  is_group: true,
  translations: { tr: { title: 'Soslar' }, en: { title: 'Sauces' } },
  options: [option('o1', 'Ketçap', 0), option('o2', 'Ranch', 1_000)],
};

describe('the option group form', () => {
  it('reads a group and writes it back with the same option ids and a typed price in kuruş', () => {
    const values = groupFormValues(sauces);
    expect(values.options.map((o) => [o.name_tr, o.name_en, o.price])).toEqual([
      ['Ketçap', 'Ketçap (en)', '0.00'],
      ['Ranch', 'Ranch (en)', '10.00'],
    ]);
    const edited = {
      ...values,
      options: values.options.map((o) => (o.id === 'o2' ? { ...o, price: '12,50' } : o)),
    };
    const write = groupWrite(edited);
    expect(write.options.map((o) => [o.id, o.price_minor, o.max_quantity])).toEqual([
      ['o1', 0, 2],
      ['o2', 1_250, 2],
    ]);
    expect(write.translations).toEqual({ tr: { title: 'Soslar' }, en: { title: 'Sauces' } });
  });

  it('refuses an empty Turkish name, a bad price and two defaults of a single selection, at their fields', () => {
    const values = groupFormValues(sauces);
    const bad = {
      ...values,
      type: 'radio' as const,
      options: [
        { ...values.options[0], name_tr: ' ', is_default: true },
        { ...values.options[1], price: 'on iki', is_default: true },
      ],
    };
    const result = groupFormSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['options.0.name_tr', 'required'],
        ['options.1.price', 'amount'],
      ]),
    );
    expect(groupFormSchema.safeParse({ ...values, options: [] }).error?.issues[0]?.message).toBe('options');
  });
});

describe('per-product overrides', () => {
  it("keeps only what differs: an own price, a hidden option; an empty price is the group's", () => {
    const drafts = overrideDrafts(sauces.options, [{ option_id: 'o2', price_minor: 750, hidden: false }]);
    expect(drafts).toEqual({ o1: { price: '', hidden: false }, o2: { price: '7.50', hidden: false } });
    expect(overridesWrite({ ...drafts, o1: { price: '', hidden: true } })).toEqual({
      overrides: [
        { option_id: 'o1', price_minor: null, hidden: true },
        { option_id: 'o2', price_minor: 750, hidden: false },
      ],
      invalid: [],
    });
    expect(overridesWrite({ o1: { price: 'abc', hidden: false } }).invalid).toEqual(['o1']);
  });
});
