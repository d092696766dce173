import type { Product } from '@kiosk/contracts';
import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import {
  defaultTaxGroupId,
  emptyProductForm,
  formChanges,
  formToCreate,
  productSaveFailure,
  productToForm,
  serverFormErrors,
  unitChoices,
  validateProductForm,
} from './product-form';

const product: Product = {
  id: '7d1c1a9e-0000-4000-8000-000000000001',
  name: 'Izgara Köfte',
  description: 'Közlenmiş biber ile',
  price_minor: 24_550,
  image: '/storage/v1/object/public/product-images/products/kofte.webp',
  category_id: 'food',
  category_name: 'Yemekler',
  subcategory_id: 'turkish-classics',
  sort_order: 0,
  configurable: false,
  is_active: true,
  is_option_only: false,
  in_stock: true,
  tax_group_id: '00000000-0000-4000-8000-000000000048',
  unit_code: 'PTN',
  sku: 'FOO-004',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  translations: {
    tr: { name: 'Izgara Köfte', description: 'Közlenmiş biber ile' },
    en: { name: 'Grilled Meatballs' },
  },
  sold_out: null,
};

describe('product form', () => {
  it('starts with the spec defaults: active, in stock, unit C62, the tax group ending in 48', () => {
    const groups = [{ id: 'a-01' }, { id: 'b-48' }, { id: 'c-20' }];
    const form = emptyProductForm({ taxGroupId: defaultTaxGroupId(groups) });
    expect(form).toMatchObject({ isActive: true, inStock: true, unitCode: 'C62', taxGroupId: 'b-48' });
    expect(defaultTaxGroupId([{ id: 'x' }])).toBe('x');
    expect(defaultTaxGroupId([])).toBeUndefined();
  });

  it('reports every missing field with the spec message keys', () => {
    expect(validateProductForm(emptyProductForm())).toEqual({
      nameTr: 'productNameRequired',
      price: 'validPriceRequired',
      categoryId: 'categoryRequired',
      image: 'imageRequired',
    });
    const ok = { ...productToForm(product) };
    expect(validateProductForm(ok)).toEqual({});
    for (const price of ['0', '-5', '12.345', 'abc', '']) {
      expect(validateProductForm({ ...ok, price }).price).toBe('validPriceRequired');
    }
    expect(validateProductForm({ ...ok, price: '1000000' }).price).toBeUndefined();
    // Over 1,000,000 TL: a key whose text says the limit in TL (not the server's kuruş "<=100000000").
    expect(validateProductForm({ ...ok, price: '1000000.01' }).price).toBe('priceTooHigh');
    expect(validateProductForm({ ...ok, price: '2000000' }).price).toBe('priceTooHigh');
    expect(validateProductForm({ ...ok, categoryId: 'all' }).categoryId).toBe('categoryRequired');
  });

  it('turns lira text into exact kuruş', () => {
    const form = { ...productToForm(product), price: '0.1' };
    expect(formToCreate(form).price_minor).toBe(10);
    expect(formToCreate({ ...form, price: '189.99' }).price_minor).toBe(18_999);
    expect(formToCreate({ ...form, price: '189,5' }).price_minor).toBe(18_950);
    expect(productToForm(product).price).toBe('245.50');
  });

  it('sends the translations of a new product without empty texts', () => {
    const body = formToCreate({
      ...emptyProductForm(),
      nameTr: ' Mantarlı Burger ',
      nameEn: 'Mushroom Burger',
      price: '189.50',
      categoryId: 'food',
      image: '/x.png',
    });
    expect(body).toMatchObject({
      name: 'Mantarlı Burger',
      description: null,
      price_minor: 18_950,
      subcategory_id: null,
      unit_code: 'C62',
      translations: { tr: { name: 'Mantarlı Burger' }, en: { name: 'Mushroom Burger' } },
    });
  });

  it('sends only the fields that changed', () => {
    const original = productToForm(product);
    expect(formChanges(original, { ...original })).toEqual({});
    expect(formChanges(original, { ...original, price: '245.5' })).toEqual({});
    expect(formChanges(original, { ...original, price: '250', isActive: false })).toEqual({
      price_minor: 25_000,
      is_active: false,
    });
    expect(formChanges(original, { ...original, categoryId: 'snacks', subcategoryId: '' })).toEqual({
      category_id: 'snacks',
      subcategory_id: null,
    });
    expect(formChanges(original, { ...original, descriptionTr: '  ' })).toEqual({ description: null });
    expect(formChanges(original, { ...original, sku: ' FOO-004 ' })).toEqual({});
    expect(formChanges(original, { ...original, sku: 'KOF-1' })).toEqual({ sku: 'KOF-1' });
    expect(formChanges(original, { ...original, sku: ' ' })).toEqual({ sku: null });
    expect(formChanges(original, { ...original, descriptionEn: 'With peppers' })).toEqual({
      translations: { en: { name: 'Grilled Meatballs', description: 'With peppers' } },
    });
  });

  it('maps the server validation details to form fields', () => {
    expect(
      serverFormErrors([
        { field: 'name', message: 'Product name (Turkish) is required', key: 'productNameRequired' },
        { field: 'subcategory_id', message: 'The subcategory does not belong to the category' },
        { field: 'other', message: 'x' },
        { field: 'sku', message: 'This SKU is already used by another product', key: 'skuTaken' },
      ]),
    ).toEqual({
      nameTr: 'productNameRequired',
      subcategoryId: 'invalidValue',
      sku: 'skuTaken',
    });
    expect(validateProductForm({ ...productToForm(product), sku: 'KÖF 1' })).toEqual({ sku: 'skuInvalid' });
    expect(serverFormErrors(undefined)).toEqual({});
  });

  it("keys the server's English field messages, never shows them (issue 29 item 16)", () => {
    const message = 'Image must be an uploaded file or an https:// link (the kiosk shows no http:// images)';
    expect(serverFormErrors([{ field: 'image', message }])).toEqual({ image: 'imageInvalid' });
    expect(serverFormErrors([{ field: 'body.unit_code', message: 'Invalid' }])).toEqual({
      unitCode: 'invalidValue',
    });
  });
});

describe('productSaveFailure', () => {
  it("keeps the fields' problems and names the failure unless the server put it on a field", () => {
    const network = productSaveFailure(
      new ApiError({ code: 'network_error', status: 0, message: 'offline' }),
    );
    expect(network).toEqual({ errors: null, failure: 'offline' });
    expect(productSaveFailure(new Error('boom'))).toEqual({ errors: null, failure: null });
    const bare = productSaveFailure(
      new ApiError({ code: 'validation_failed', status: 400, message: 'invalid' }),
    );
    expect(bare).toEqual({ errors: {}, failure: '' });
  });
});

describe('unitChoices', () => {
  const units = [
    { code: 'C62', name: 'Adet', sort_order: 1 },
    { code: 'KGM', name: 'Kilogram', sort_order: 2 },
  ];
  it("offers the active units, and the product's own unit at the end when it is no longer active", () => {
    expect(unitChoices(units, 'KGM')).toEqual(units);
    expect(unitChoices(units, '')).toEqual(units);
    expect(unitChoices(units, 'LTR').at(-1)).toEqual({
      code: 'LTR',
      name: 'LTR',
      sort_order: Number.MAX_SAFE_INTEGER,
    });
    expect(unitChoices(units, 'LTR')).toHaveLength(3);
  });
});
