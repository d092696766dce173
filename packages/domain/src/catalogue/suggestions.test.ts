import { describe, expect, it } from 'vitest';
import {
  pickSuggestions,
  type SuggestableProduct,
  suggestionConfigOf,
  suggestionIssues,
  withValidSuggestedMarks,
} from './suggestions.js';

const product = (id: string, category_id: string, extra: Partial<SuggestableProduct> = {}) => ({
  id,
  category_id,
  subcategory_id: null,
  is_available: true,
  ...extra,
});

const menu: SuggestableProduct[] = [
  product('burger', 'mains'),
  product('wrap', 'mains', { subcategory_id: 'wraps' }),
  product('fries', 'sides'),
  product('rings', 'sides'),
  product('cola', 'drinks'),
  product('ayran', 'drinks'),
  product('sundae', 'desserts'),
  product('baklava', 'desserts', { is_available: false }),
];

const config = (byProduct: Record<string, string[]>, byCategory: Record<string, string[]> = {}) => ({
  byProduct: new Map(Object.entries(byProduct)),
  byCategory: new Map(Object.entries(byCategory)),
});

describe('pickSuggestions', () => {
  it("offers the product's own suggestions first, then its category's, at most three", () => {
    const picked = pickSuggestions(
      ['burger'],
      menu,
      config({ burger: ['fries', 'cola'] }, { mains: ['ayran', 'sundae', 'rings'] }),
    );
    expect(picked).toEqual(['fries', 'cola', 'ayran']);
  });

  it('leaves out what is already in the cart, unavailable or unknown, and names each product once', () => {
    const picked = pickSuggestions(
      ['burger', 'cola'],
      menu,
      config(
        { burger: ['cola', 'baklava', 'gone', 'fries'], cola: ['fries'] },
        { drinks: ['fries', 'sundae'] },
      ),
    );
    expect(picked).toEqual(['fries', 'sundae']);
  });

  it('follows the cart order and looks at the subcategory before the main category', () => {
    const c = config({ fries: ['ayran'] }, { wraps: ['rings'], mains: ['cola'], sides: ['sundae'] });
    expect(pickSuggestions(['wrap', 'fries'], menu, c)).toEqual(['ayran', 'rings', 'cola']);
    expect(pickSuggestions(['fries', 'wrap'], menu, c)).toEqual(['ayran', 'sundae', 'rings']);
  });

  it('offers nothing when nothing is configured or everything suggested is in the cart', () => {
    expect(pickSuggestions(['burger'], menu, config({}))).toEqual([]);
    expect(pickSuggestions(['burger', 'fries'], menu, config({ burger: ['fries'] }))).toEqual([]);
    expect(pickSuggestions([], menu, config({}, { mains: ['fries'] }))).toEqual([]);
  });

  it('gives the same answer for the same cart (stable order, repeated lines count once)', () => {
    const c = config({ burger: ['rings', 'fries'] }, { mains: ['cola'] });
    expect(pickSuggestions(['burger', 'burger'], menu, c)).toEqual(['rings', 'fries', 'cola']);
    expect(pickSuggestions(['burger'], menu, c, 2)).toEqual(['rings', 'fries']);
  });
});

describe('withValidSuggestedMarks', () => {
  const c = suggestionConfigOf([
    { source: 'product', source_id: 'burger', product_ids: ['fries'] },
    { source: 'category', source_id: 'drinks', product_ids: ['sundae'] },
  ]);
  it('keeps the mark of a line suggested for the rest of the cart', () => {
    const lines = [{ productId: 'burger' }, { productId: 'fries', suggested: true }];
    expect(withValidSuggestedMarks(lines, menu, c)).toEqual(lines);
  });
  it('drops the mark when what it was suggested for left the cart (the line stays)', () => {
    const lines = [
      { productId: 'cola' },
      { productId: 'fries', suggested: true },
      { productId: 'sundae', suggested: true },
    ];
    expect(withValidSuggestedMarks(lines, menu, c)).toEqual([
      { productId: 'cola' },
      { productId: 'fries' },
      { productId: 'sundae', suggested: true },
    ]);
  });
});

describe('suggestionIssues', () => {
  const known = new Set(['fries', 'cola', 'burger']);
  it('accepts up to six known products', () => {
    expect(suggestionIssues(['fries', 'cola'], { selfId: 'burger', known })).toEqual([]);
    expect(suggestionIssues([], { known })).toEqual([]);
  });
  it('names the field and a stable key for each problem', () => {
    expect(
      suggestionIssues(['burger', 'nope', 'fries', 'fries'], { selfId: 'burger', known }).map((i) => [
        i.field,
        i.key,
      ]),
    ).toEqual([
      ['product_ids.0', 'suggestionSelf'],
      ['product_ids.1', 'suggestionUnknownProduct'],
      ['product_ids.3', 'suggestionDuplicate'],
    ]);
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(suggestionIssues(many, { known: new Set(many) }).map((i) => [i.field, i.key])).toEqual([
      ['product_ids', 'suggestionsTooMany'],
    ]);
  });
});
