import { describe, expect, it } from 'vitest';
import { type MenuState, menuExportRecords, planMenuImport } from './menu-plan.js';
import { MENU_COLUMNS, type MenuRow, readMenuTable } from './menu-rows.js';

const state = (): MenuState => ({
  categories: [
    { id: 'all', parent_id: null, name_tr: 'Tümü', name_en: 'All', is_active: true },
    { id: 'food', parent_id: null, name_tr: 'Yemekler', name_en: 'Food', is_active: true },
    { id: 'burgers', parent_id: 'food', name_tr: 'Burgerler', name_en: 'Burgers', is_active: true },
  ],
  products: [
    {
      id: 'p1',
      sku: 'BUR-001',
      name_tr: 'Klasik Burger',
      name_en: 'Classic Burger',
      price_minor: 24500,
      category_id: 'food',
      subcategory_id: 'burgers',
      tax_group_id: 'g10',
      unit_code: 'C62',
      is_active: true,
      image: '/storage/v1/object/public/product-images/b.webp',
    },
  ],
  taxGroups: new Map([['KDV10', 'g10']]),
  unitCodes: new Set(['C62', 'PTN']),
});

const table = (lines: string[][]) =>
  readMenuTable([
    { line: 1, cells: [...MENU_COLUMNS] },
    ...lines.map((cells, i) => ({ line: i + 2, cells })),
  ]);
const productLine = (path: string, name: string, sku: string, price = '245,00', kdv = 'KDV10') => [
  'product',
  path,
  name,
  '',
  sku,
  price,
  kdv,
  'C62',
  '1',
  'https://example.com/x.webp',
];

describe('planMenuImport', () => {
  it('matches products by SKU (any case) and categories by Turkish path; creates the rest, parents first', () => {
    const { rows } = table([
      productLine('yemekler > BURGERLER', 'Klasik Burger', 'bur-001', '250,00'),
      productLine('İçecekler > Sıcak', 'Çay', 'CAY-1', '15'),
      ['category', 'İçecekler', 'Sıcak', 'Hot', '', '', '', '', '0', ''],
    ]);
    const plan = planMenuImport(rows, state());
    expect(plan.issues).toEqual([]);
    expect(plan.createCategories).toEqual([
      { id: 'icecekler', parent_id: null, name_tr: 'İçecekler', name_en: '', is_active: true },
      { id: 'sicak', parent_id: 'icecekler', name_tr: 'Sıcak', name_en: 'Hot', is_active: false },
    ]);
    expect(plan.updateProducts).toHaveLength(1);
    expect(plan.updateProducts[0]?.after).toMatchObject({ id: 'p1', price_minor: 25000, sku: 'bur-001' });
    expect(plan.createProducts).toEqual([
      expect.objectContaining({
        name_tr: 'Çay',
        category_id: 'icecekler',
        subcategory_id: 'sicak',
        price_minor: 1500,
      }),
    ]);
  });

  it('lists what only the database can tell, by line and column', () => {
    const { rows } = table([
      productLine('Yemekler', 'A', 'X-1', '10', 'KDV99'),
      productLine('Yemekler', 'B', 'x-1'),
      productLine('Tümü', 'C', 'X-3'),
      ['product', 'Yemekler', 'D', '', '', '10', '', 'BOX', '1', 'https://example.com/d.webp'],
      ['category', '', 'Yemekler', 'All', '', '', '', '', '1', ''],
    ]);
    expect(planMenuImport(rows, state()).issues).toEqual([
      { line: 2, column: 'kdv_group', code: 'kdvUnknown' },
      { line: 3, column: 'sku', code: 'skuDuplicate' },
      { line: 4, column: 'category_path', code: 'pathReserved' },
      { line: 5, column: 'unit', code: 'unitUnknown' },
      { line: 6, column: 'name_en', code: 'categoryNameTaken' },
    ]);
  });

  it('checks a row with problems of its own against the database and the other rows too: one dry run lists all', () => {
    const { rows, checks, issues } = table([
      productLine('Yemekler', 'A', 'X-1', 'abc', 'KDV99'),
      productLine('Yemekler', 'B', 'x-1'),
      productLine('Yemekler', 'C', 'X-2', '0'),
      productLine('Yemekler', 'D', 'x-2', '-5'),
    ]);
    const all = [...issues, ...planMenuImport(rows, state(), checks).issues].sort((a, b) => a.line - b.line);
    expect(all).toEqual([
      { line: 2, column: 'price', code: 'priceInvalid' },
      { line: 2, column: 'kdv_group', code: 'kdvUnknown' },
      { line: 3, column: 'sku', code: 'skuDuplicate' },
      { line: 4, column: 'price', code: 'priceInvalid' },
      { line: 5, column: 'price', code: 'priceInvalid' },
      { line: 5, column: 'sku', code: 'skuDuplicate' },
    ]);
  });

  it('round trip: the export read back changes nothing', () => {
    const s = state();
    s.products.push({
      ...(s.products[0] as MenuState['products'][number]),
      id: 'p2',
      sku: null,
      name_tr: '=Kola',
      category_id: 'food',
      subcategory_id: null,
    });
    const records = menuExportRecords(s.categories, s.products, new Map([['g10', 'KDV10']]));
    expect(records.map((r) => [r.type, r.category_path, r.name_tr])).toEqual([
      ['category', '', 'Yemekler'],
      ['product', 'Yemekler', '=Kola'],
      ['category', 'Yemekler', 'Burgerler'],
      ['product', 'Yemekler > Burgerler', 'Klasik Burger'],
    ]);
    const { rows, issues } = table(records.map((r) => MENU_COLUMNS.map((c) => r[c])));
    expect(issues).toEqual([]);
    const plan = planMenuImport(rows as MenuRow[], s);
    expect(plan).toMatchObject({
      issues: [],
      createCategories: [],
      updateCategories: [],
      createProducts: [],
      updateProducts: [],
      unchanged: { categories: 2, products: 2 },
    });
  });
});
