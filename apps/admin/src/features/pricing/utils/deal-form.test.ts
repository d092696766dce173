import type { Deal } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  dealFormField,
  dealFormSchema,
  dealFormValues,
  dealGroupsWrite,
  dealProductWrite,
} from './deal-form';

const deal: Deal = {
  product_id: 'd1',
  name: 'Klasik Menü',
  price_minor: 25_000,
  groups: [
    { id: 'g1', name: 'Ana ürün', min: 1, max: 1, choices: [{ product_id: 'p1', price_delta_minor: 0 }] },
    {
      id: 'g2',
      name: 'İçecek',
      min: 1,
      max: 1,
      choices: [
        { product_id: 'p2', price_delta_minor: 0 },
        { product_id: 'p3', price_delta_minor: 1_500 },
      ],
    },
  ],
};

describe('the deal form', () => {
  it('edits a deal and writes its groups back unchanged, kept groups with their ids', () => {
    const values = dealFormValues(deal, []);
    expect(values.mode).toBe('deal');
    expect(values.groups[1]?.choices[1]).toEqual({ product_id: 'p3', delta: '15.00' });
    const parsed = dealFormSchema.parse(values);
    expect(dealGroupsWrite(parsed)).toEqual(deal.groups);
  });

  it('opens a new deal with the named groups and writes a new group without an id, deltas in kuruş', () => {
    const values = dealFormValues(undefined, ['Ana ürün', 'Yan ürün', 'İçecek']);
    expect(values.groups.map((g) => g.name)).toEqual(['Ana ürün', 'Yan ürün', 'İçecek']);
    const filled = {
      ...values,
      name_tr: 'Köfte Menü',
      price: '250,50',
      category_id: 'food',
      image: '/storage/v1/object/public/product-images/products/a.png',
      groups: [{ name: 'İçecek', min: 1, max: 1, choices: [{ product_id: 'p3', delta: '7,5' }] }],
    };
    const parsed = dealFormSchema.parse(filled);
    expect(dealGroupsWrite(parsed)).toEqual([
      { name: 'İçecek', min: 1, max: 1, choices: [{ product_id: 'p3', price_delta_minor: 750 }] },
    ]);
    expect(dealProductWrite(parsed)).toEqual({
      price_minor: 25_050,
      category_id: 'food',
      image: '/storage/v1/object/public/product-images/products/a.png',
      translations: { tr: { name: 'Köfte Menü' }, en: { name: 'Köfte Menü' } },
    });
  });

  it('names what is missing or wrong, field by field', () => {
    const result = dealFormSchema.safeParse({
      ...dealFormValues(undefined, ['']),
      price: 'abc',
      groups: [
        { name: ' ', min: 2, max: 1, choices: [{ product_id: '', delta: 'x' }] },
        { name: 'Tatlı', min: 0, max: 1, choices: [] },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name_tr', 'nameRequired'],
        ['price', 'amountInvalid'],
        ['category_id', 'categoryRequired'],
        ['image', 'imageRequired'],
        ['groups.0.name', 'groupNameRequired'],
        ['groups.0.choices.0.product_id', 'choiceProductRequired'],
        ['groups.0.choices.0.delta', 'amountInvalid'],
        ['groups.1.choices', 'choicesRequired'],
      ]),
    );
    const reversed = dealFormSchema.safeParse({
      ...dealFormValues(deal, []),
      groups: [{ name: 'A', min: 2, max: 1, choices: [{ product_id: 'p1', delta: '0' }] }],
    });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['groups.0.max', 'minAboveMax'],
    ]);
    const noProduct = dealFormSchema.safeParse({
      ...dealFormValues(deal, []),
      mode: 'existing',
      product_id: '',
    });
    expect(noProduct.error?.issues.map((i) => i.message)).toEqual(['productRequired']);
  });
});

describe("a refused deal save's fields on the form", () => {
  it("maps the new product's and the groups' fields, and nothing else", () => {
    expect(dealFormField('name')).toBe('name_tr');
    expect(dealFormField('translations.en.name')).toBe('name_en');
    expect(dealFormField('price_minor')).toBe('price');
    expect(dealFormField('image')).toBe('image');
    expect(dealFormField('groups.1.choices.0.price_delta_minor')).toBe('groups.1.choices.0.delta');
    expect(dealFormField('groups.0.max')).toBe('groups.0.max');
    expect(dealFormField('sku')).toBeUndefined();
  });
});
