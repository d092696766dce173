import { defaultSelection, setOptionQuantity, unitPrice } from '@kiosk/domain';
import { configurableItemOf } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { type ConfigurationDraft, newOption, newStep } from './configuration-draft';
import { previewStepsOf } from './preview-steps';

const untitled = { step: 'Adsız adım', option: 'Adsız seçenek' };

const bread = {
  ...newStep(),
  key: 's1',
  titleTr: 'Ekmek',
  titleEn: 'Bread',
  subtitleTr: 'Hangi ekmek?',
  options: [
    { ...newOption(), key: 'o1', nameTr: 'Susamlı', nameEn: 'Sesame', isDefault: true, maxQuantity: 3 },
    { ...newOption(), key: 'o2', nameTr: 'Brioche', nameEn: '', priceText: '10,50', image: ' ' },
  ],
};
const extras = {
  ...newStep(),
  key: 's2',
  titleTr: 'Ekstralar',
  type: 'stepper' as const,
  required: false,
  showImages: true,
  options: [
    // linked to a product: priced at the product's price unless set by hand
    { ...newOption(), key: 'o3', nameTr: 'Cheddar', productId: 'p1', linkedPriceMinor: 3000, maxQuantity: 2 },
    {
      ...newOption(),
      key: 'o4',
      nameTr: 'Bacon',
      productId: 'p2',
      linkedPriceMinor: 5000,
      isManualPrice: true,
      priceText: '40',
    },
    { ...newOption(), key: 'o5', nameTr: '', available: false, image: 'https://example.com/x.png' },
  ],
};
const draft: ConfigurationDraft = { steps: [bread, extras] };

describe('the kiosk preview of a draft', () => {
  it("gives the kiosk's dialog the same model as the draft's: prices, maxima, defaults, availability", () => {
    const steps = previewStepsOf(draft, 'tr', untitled);
    const item = configurableItemOf({ price_minor: 18000 }, steps);
    expect(item).toEqual({
      base_price_minor: 18000,
      steps: [
        {
          id: 's1',
          type: 'radio',
          required: true,
          options: [
            expect.objectContaining({ id: 'o1', price_minor: 0, max_quantity: 1, is_default: true }),
            expect.objectContaining({ id: 'o2', price_minor: 1050, max_quantity: 1, is_default: false }),
          ],
        },
        {
          id: 's2',
          type: 'stepper',
          required: false,
          options: [
            expect.objectContaining({ id: 'o3', product_id: 'p1', is_manual_price: false, max_quantity: 2 }),
            expect.objectContaining({ id: 'o4', price_minor: 4000, is_manual_price: true }),
            expect.objectContaining({ id: 'o5', available: false }),
          ],
        },
      ],
    });
    let selection = defaultSelection(item);
    expect(selection).toEqual({ s1: { o1: 1 }, s2: {} });
    selection = setOptionQuantity(item, selection, 's1', 'o2', 1);
    selection = setOptionQuantity(item, selection, 's2', 'o3', 2);
    selection = setOptionQuantity(item, selection, 's2', 'o4', 1);
    // 180.00 + brioche 10.50 + cheddar 2 x 30.00 (its product's price) + bacon 40.00 (set by hand)
    expect(unitPrice(item, selection)).toBe(18000 + 1050 + 2 * 3000 + 4000);
  });

  it('names steps and options in the preview language, falling back to Turkish, then to "untitled"', () => {
    const [breadStep, extrasStep] = previewStepsOf(draft, 'en', untitled);
    expect(breadStep?.step).toMatchObject({
      id: 's1',
      title: 'Bread',
      subtitle: 'Hangi ekmek?',
      required: true,
    });
    expect(breadStep?.options.map(({ option }) => [option.name, option.image])).toEqual([
      ['Sesame', null],
      ['Brioche', null],
    ]);
    expect(extrasStep?.step).toMatchObject({ title: 'Ekstralar', subtitle: null, show_images: true });
    expect(extrasStep?.options.map(({ option }) => option.name)).toEqual([
      'Cheddar',
      'Bacon',
      'Adsız seçenek',
    ]);
    expect(extrasStep?.options[2]?.option.image).toBe('https://example.com/x.png');
    expect(previewStepsOf({ steps: [{ ...bread, titleTr: ' ' }] }, 'tr', untitled)[0]?.step.title).toBe(
      'Adsız adım',
    );
  });
});
