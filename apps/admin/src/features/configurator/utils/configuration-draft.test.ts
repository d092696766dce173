import type { ProductConfiguration } from '@kiosk/contracts';
import { defaultSelection, keepValidChoices, setOptionQuantity, unitPrice } from '@kiosk/domain';
import { describe, expect, it } from 'vitest';
import {
  configurationIssues,
  draftFromConfiguration,
  isIncompleteIssue,
  type LinkableProduct,
  linkOptionToProduct,
  moveItem,
  newOption,
  newStep,
  resetToProductPrice,
  setOptionDefault,
  setOptionPriceText,
  setStepType,
  toConfigurableItem,
  toConfigurationWrite,
  unlinkOption,
} from './configuration-draft';

const cheddar: LinkableProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ekstra Cheddar',
  price_minor: 3000,
  image: '/storage/v1/object/public/product-images/products/cheddar.webp',
  translations: { tr: { name: 'Ekstra Cheddar' }, en: { name: 'Extra Cheese' } },
};

const saved: ProductConfiguration = {
  product_id: 'p1',
  steps: [
    {
      id: 's1',
      title: 'Ekmek',
      subtitle: null,
      type: 'radio',
      required: true,
      show_images: false,
      sort_order: 1,
      shared_with: [],
      translations: { tr: { title: 'Ekmek' }, en: { title: 'Bread' } },
      options: [
        {
          id: 'o1',
          name: 'Susamlı',
          description: null,
          price_minor: 0,
          image: null,
          product_id: null,
          is_manual_price: false,
          max_quantity: 1,
          is_default: true,
          sort_order: 1,
          linked_price_minor: null,
          available: true,
          translations: { tr: { name: 'Susamlı' }, en: { name: 'Sesame' } },
        },
      ],
    },
    {
      id: 's2',
      title: 'Ekstralar',
      subtitle: 'Zenginleştirin',
      type: 'stepper',
      required: false,
      show_images: true,
      sort_order: 2,
      shared_with: ['p9'],
      translations: { tr: { title: 'Ekstralar', subtitle: 'Zenginleştirin' }, en: {} },
      options: [
        {
          id: 'o2',
          name: 'Cheddar',
          description: null,
          price_minor: 2500,
          image: 'https://example.com/c.png',
          product_id: cheddar.id,
          is_manual_price: false,
          max_quantity: 2,
          is_default: false,
          sort_order: 1,
          linked_price_minor: 3000,
          available: true,
          translations: { tr: { name: 'Cheddar' }, en: {} },
        },
      ],
    },
  ],
};

describe('configuration draft', () => {
  it('starts a new step as a required single selection without images (spec section 4)', () => {
    const step = newStep();
    expect(step).toMatchObject({ type: 'radio', required: true, showImages: false });
    expect(step.options).toHaveLength(1);
  });

  it('reads a saved configuration and writes it back with the same ids, order and texts', () => {
    const draft = draftFromConfiguration(saved);
    expect(draft.steps.map((s) => [s.key, s.titleTr, s.titleEn, s.subtitleTr])).toEqual([
      ['s1', 'Ekmek', 'Bread', ''],
      ['s2', 'Ekstralar', '', 'Zenginleştirin'],
    ]);
    expect(draft.steps[1]?.sharedWith).toEqual(['p9']);
    const body = toConfigurationWrite(draft);
    expect(body.steps[0]).toMatchObject({
      id: 's1',
      title: 'Ekmek',
      subtitle: null,
      type: 'radio',
      translations: { tr: { title: 'Ekmek' }, en: { title: 'Bread' } },
      options: [{ id: 'o1', name: 'Susamlı', price_minor: 0, is_default: true, image: null }],
    });
    expect(body.steps[1]?.options[0]).toMatchObject({
      id: 'o2',
      price_minor: 2500,
      product_id: cheddar.id,
      is_manual_price: false,
      max_quantity: 2,
    });
  });

  it('an empty configuration starts with one new step', () => {
    expect(draftFromConfiguration({ product_id: 'p', steps: [] }).steps).toHaveLength(1);
  });

  it('linking copies price and image and locks the price; editing the price overrides it; custom clears it', () => {
    const linked = linkOptionToProduct(newOption(), cheddar);
    expect(linked).toMatchObject({
      productId: cheddar.id,
      priceText: '30.00',
      image: cheddar.image,
      isManualPrice: false,
      nameTr: 'Ekstra Cheddar',
      nameEn: 'Extra Cheese',
    });
    const manual = setOptionPriceText(linked, '25');
    expect(manual).toMatchObject({ isManualPrice: true, priceText: '25' });
    expect(resetToProductPrice(manual)).toMatchObject({ isManualPrice: false, priceText: '30.00' });
    const custom = unlinkOption(manual);
    expect(custom).toMatchObject({ productId: null, isManualPrice: false });
    // a custom option's price is never a "manual override"
    expect(setOptionPriceText(custom, '5').isManualPrice).toBe(false);
  });

  it('keeps names typed before linking', () => {
    const option = { ...newOption(), nameTr: 'Peynir' };
    expect(linkOptionToProduct(option, cheddar).nameTr).toBe('Peynir');
  });

  it('keeps one default in a single-selection step', () => {
    const step = { ...newStep(), options: [newOption(), newOption()] };
    const [a, b] = step.options.map((o) => o.key) as [string, string];
    const first = setOptionDefault(step, a, true);
    const second = setOptionDefault(first, b, true);
    expect(second.options.map((o) => o.isDefault)).toEqual([false, true]);
    const multi = setOptionDefault(setStepType(first, 'stepper'), b, true);
    expect(multi.options.map((o) => o.isDefault)).toEqual([true, true]);
    expect(setStepType(multi, 'radio').options.map((o) => o.isDefault)).toEqual([true, false]);
  });

  it('moves items and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('finds what the save rules refuse: Turkish titles, options, Turkish names, bad prices', () => {
    const step = newStep();
    const option = step.options[0];
    if (!option) throw new Error('no option');
    const issues = configurationIssues({
      steps: [
        { ...step, titleEn: 'Bread' },
        { ...newStep(), options: [] },
      ],
    });
    expect(issues.map((i) => i.code)).toEqual([
      'step_title_missing',
      'option_name_missing',
      'step_title_missing',
      'step_without_options',
    ]);
    expect(issues.every(isIncompleteIssue)).toBe(true);
    const priced = configurationIssues({
      steps: [{ ...step, titleTr: 'Ekmek', options: [{ ...option, nameTr: 'A', priceText: 'abc' }] }],
    });
    expect(priced).toEqual([{ code: 'option_price_invalid', stepKey: step.key, optionKey: option.key }]);
    expect(isIncompleteIssue(priced[0] as never)).toBe(false);
    expect(configurationIssues(draftFromConfiguration(saved))).toEqual([]);
  });

  it('prices the preview with the domain model: base + options, linked options at the product price', () => {
    const draft = draftFromConfiguration(saved);
    const item = toConfigurableItem(draft, 18000);
    let selection = defaultSelection(item);
    expect(unitPrice(item, selection)).toBe(18000);
    selection = setOptionQuantity(item, selection, 's2', 'o2', 2);
    // linked and not overridden: the product's 30.00, twice
    expect(unitPrice(item, selection)).toBe(18000 + 2 * 3000);
    const overridden = toConfigurableItem(
      {
        steps: draft.steps.map((s) => ({
          ...s,
          options: s.options.map((o) => (o.productId ? setOptionPriceText(o, '10') : o)),
        })),
      },
      18000,
    );
    expect(unitPrice(overridden, selection)).toBe(18000 + 2 * 1000);
  });

  it('keeps the preview selection valid as the configuration changes', () => {
    const draft = draftFromConfiguration(saved);
    const item = toConfigurableItem(draft, 100);
    const selection = { s1: { o1: 1, gone: 1 }, s2: { o2: 5 }, nope: { x: 1 } };
    expect(keepValidChoices(item, selection)).toEqual({ s1: { o1: 1 }, s2: { o2: 2 } });
  });
});
