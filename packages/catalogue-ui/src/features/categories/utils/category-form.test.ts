import type { Category } from '@kiosk/contracts';
import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import {
  categorySaveFailure,
  categoryToForm,
  emptyCategoryForm,
  formChanges,
  formToCreate,
  serverCategoryErrors,
  validateCategoryForm,
} from './category-form';

const drinks: Category = {
  id: 'drinks',
  name: 'İçecekler',
  description: 'Sıcak ve soğuk içecekler',
  icon: 'CupSoda',
  color: '#1c7ed6',
  parent_id: null,
  is_active: true,
  sort_order: 2,
  product_count: 8,
  active_product_count: 7,
  subcategory_count: 2,
  translations: {
    tr: { name: 'İçecekler', description: 'Sıcak ve soğuk içecekler' },
    en: { name: 'Drinks', description: 'Hot and cold drinks' },
  },
};

describe('category form', () => {
  it('starts as an active main category with the Package icon', () => {
    expect(emptyCategoryForm()).toMatchObject({ icon: 'Package', parentId: '', isActive: true });
    expect(emptyCategoryForm('food').parentId).toBe('food');
  });

  it('needs a Turkish name and refuses a name whose slug is taken (categoryExists)', () => {
    const ids = ['all', 'food', 'drinks', 'sicak-icecekler'];
    expect(validateCategoryForm(emptyCategoryForm(), ids, true)).toEqual({ nameTr: 'categoryNameRequired' });
    expect(validateCategoryForm({ ...emptyCategoryForm(), nameTr: '!!' }, ids, true).nameTr).toBe(
      'categoryNameRequired',
    );
    expect(validateCategoryForm({ ...emptyCategoryForm(), nameTr: 'SICAK İçecekler' }, ids, true)).toEqual({
      nameTr: 'categoryExists',
    });
    // editing keeps its own id
    expect(validateCategoryForm(categoryToForm(drinks), ids, false)).toEqual({});
    expect(validateCategoryForm({ ...categoryToForm(drinks), color: 'blue' }, ids, false)).toEqual({
      color: 'invalidColor',
    });
  });

  it('sends the names and descriptions in both languages', () => {
    expect(
      formToCreate({ ...emptyCategoryForm('food'), nameTr: ' Dürümler ', nameEn: 'Wraps', icon: 'Sandwich' }),
    ).toEqual({
      name: 'Dürümler',
      description: null,
      icon: 'Sandwich',
      color: '#c9a227',
      parent_id: 'food',
      is_active: true,
      translations: { tr: { name: 'Dürümler' }, en: { name: 'Wraps' } },
    });
  });

  it('sends only what changed, the texts together', () => {
    const original = categoryToForm(drinks);
    expect(formChanges(original, { ...original })).toEqual({});
    expect(formChanges(original, { ...original, icon: 'Coffee', isActive: false })).toEqual({
      icon: 'Coffee',
      is_active: false,
    });
    expect(formChanges(original, { ...original, nameEn: 'Beverages' })).toEqual({
      name: 'İçecekler',
      description: 'Sıcak ve soğuk içecekler',
      translations: {
        tr: { name: 'İçecekler', description: 'Sıcak ve soğuk içecekler' },
        en: { name: 'Beverages', description: 'Hot and cold drinks' },
      },
    });
  });
});

describe('serverCategoryErrors (issue 29 item 16)', () => {
  it("turns the server's field problems into keys the form translates, never its English words", () => {
    expect(serverCategoryErrors([{ field: 'parent_id', key: 'parent_not_main' }, { field: 'name' }])).toEqual(
      { parentId: 'parent_not_main', nameTr: 'invalidValue' },
    );
  });
});

describe('categorySaveFailure', () => {
  it('puts category_exists on the name the sibling already has (English when the server says so)', () => {
    const en = new ApiError({
      code: 'category_exists',
      status: 409,
      message: 'exists',
      details: { field: 'translations.en.name' },
    });
    expect(categorySaveFailure(en)).toEqual({
      kind: 'field',
      field: 'nameEn',
      errors: { nameEn: 'categoryExists' },
    });
    const tr = new ApiError({ code: 'category_exists', status: 409, message: 'exists' });
    expect(categorySaveFailure(tr)).toEqual({
      kind: 'field',
      field: 'nameTr',
      errors: { nameTr: 'categoryExists' },
    });
  });

  it("puts the server's validation problems on their fields, anything else as a message", () => {
    const invalid = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'invalid',
      details: [{ field: 'parent_id', key: 'no_such_key' }],
    });
    expect(categorySaveFailure(invalid)).toEqual({ kind: 'fields', errors: { parentId: 'invalidValue' } });
    expect(categorySaveFailure(new ApiError({ code: 'internal', status: 500, message: 'boom' }))).toEqual({
      kind: 'message',
      message: 'boom',
    });
    expect(categorySaveFailure(new Error('network'))).toEqual({ kind: 'message', message: '' });
  });
});
