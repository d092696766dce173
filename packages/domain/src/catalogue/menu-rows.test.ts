import { describe, expect, it } from 'vitest';
import {
  MENU_COLUMNS,
  type MenuRecord,
  parseCategoryPath,
  parseMenuPrice,
  readMenuTable,
  validateMenuRow,
} from './menu-rows.js';

const product = (fields: Partial<MenuRecord> = {}): MenuRecord => ({
  type: 'product',
  category_path: 'Yiyecek > Burgerler',
  name_tr: 'Klasik Burger',
  name_en: 'Classic Burger',
  sku: 'BUR-001',
  price: '245,50',
  kdv_group: 'kdv10',
  unit: 'c62',
  active: '1',
  image_url: 'https://example.com/b.webp',
  ...fields,
});

describe('parseMenuPrice', () => {
  it('reads lira with a comma or a dot, grouping and TL, exactly in kuruş', () => {
    expect(parseMenuPrice('245,50')).toBe(24550);
    expect(parseMenuPrice('245.5')).toBe(24550);
    expect(parseMenuPrice('245')).toBe(24500);
    expect(parseMenuPrice('1.234,56')).toBe(123456);
    expect(parseMenuPrice('1,234.56')).toBe(123456);
    expect(parseMenuPrice('12.345.678,90 TL')).toBe(1234567890);
    expect(parseMenuPrice('₺ 0,10')).toBe(10);
    expect(parseMenuPrice('12.345')).toBe(1234500);
    // 0.1 + 0.2 would be 30.000000000000004 in floating point; the text is read digit by digit
    expect(parseMenuPrice('0.29')).toBe(29);
    for (const bad of ['', 'abc', '1,234,5', '1.234,567', '1.2.3', '-5', '1e3']) {
      expect(parseMenuPrice(bad), bad).toBeUndefined();
    }
  });
});

describe('parseCategoryPath', () => {
  it('splits on ">" and tidies spaces; an empty segment is invalid', () => {
    expect(parseCategoryPath(' Yiyecek >  Sıcak   Burgerler ')).toEqual(['Yiyecek', 'Sıcak Burgerler']);
    expect(parseCategoryPath('')).toEqual([]);
    expect(parseCategoryPath('Yiyecek > ')).toBeUndefined();
  });
});

describe('validateMenuRow', () => {
  it('turns a good product row into a product (codes upper-cased, price in kuruş)', () => {
    expect(validateMenuRow(product(), 2)).toEqual({
      row: {
        kind: 'product',
        line: 2,
        path: ['Yiyecek', 'Burgerler'],
        name_tr: 'Klasik Burger',
        name_en: 'Classic Burger',
        sku: 'BUR-001',
        price_minor: 24550,
        kdv_group: 'KDV10',
        unit: 'C62',
        active: true,
        image: 'https://example.com/b.webp',
      },
      issues: [],
    });
  });

  it('lists every problem of a row by column, not only the first', () => {
    const result = validateMenuRow(
      product({
        category_path: 'A > B > C',
        name_tr: ' ',
        sku: 'bad sku',
        price: '12,345.678',
        active: 'belki',
        image_url: 'http://example.com/x.png',
      }),
      7,
    );
    expect(result.row).toBeUndefined();
    expect(result.issues).toEqual([
      { line: 7, column: 'name_tr', code: 'nameRequired' },
      { line: 7, column: 'category_path', code: 'pathTooDeep' },
      { line: 7, column: 'active', code: 'activeInvalid' },
      { line: 7, column: 'price', code: 'priceInvalid' },
      { line: 7, column: 'sku', code: 'skuInvalid' },
      { line: 7, column: 'image_url', code: 'imageInvalid' },
    ]);
    expect(validateMenuRow(product({ price: '1000000,01', image_url: '' }), 3).issues).toEqual([
      { line: 3, column: 'price', code: 'priceTooHigh' },
      { line: 3, column: 'image_url', code: 'imageRequired' },
    ]);
  });

  it('reads a category row: its path is the parent, one level at most', () => {
    const record = { ...product({ type: 'Kategori', category_path: 'Yiyecek', name_tr: 'Burgerler' }) };
    expect(validateMenuRow(record, 4).row).toEqual({
      kind: 'category',
      line: 4,
      parent: ['Yiyecek'],
      name_tr: 'Burgerler',
      name_en: 'Classic Burger',
      active: true,
    });
    expect(validateMenuRow({ ...record, category_path: 'A > B' }, 4).issues).toEqual([
      { line: 4, column: 'category_path', code: 'pathTooDeep' },
    ]);
    expect(validateMenuRow({ ...record, type: 'menu' }, 5).issues).toEqual([
      { line: 5, column: 'type', code: 'typeInvalid' },
    ]);
  });
});

describe('readMenuTable', () => {
  it('names a missing column and an unknown one on line 1', () => {
    const header = MENU_COLUMNS.filter((c) => c !== 'price');
    expect(readMenuTable([{ line: 1, cells: [...header, 'colour'] }]).issues).toEqual([
      { line: 1, column: 'price', code: 'missingColumn' },
      { line: 1, column: null, code: 'unknownColumn', value: 'colour' },
    ]);
  });

  it("takes columns in any order and any case, skips blank rows and drops the export's formula escape", () => {
    const header = [...MENU_COLUMNS].reverse().map((c) => c.toUpperCase());
    const cells = MENU_COLUMNS.map((c) => product({ name_tr: "'=Burger" })[c]).reverse();
    const table = readMenuTable([
      { line: 1, cells: header },
      { line: 2, cells: header.map(() => '') },
      { line: 3, cells },
    ]);
    expect(table.issues).toEqual([]);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]).toMatchObject({ line: 3, name_tr: '=Burger' });
    expect(readMenuTable([{ line: 1, cells: [...MENU_COLUMNS] }]).issues).toEqual([
      { line: 1, column: null, code: 'emptyFile' },
    ]);
  });
});
