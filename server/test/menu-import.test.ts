import type { MenuImportResult } from '@kiosk/contracts';
import { MENU_COLUMNS } from '@kiosk/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { repositories } from '../src/repositories/index.js';
import { MenuImportService } from '../src/services/menu-import.service.js';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const HEADER = MENU_COLUMNS.join(';');
const IMAGE = 'https://example.com/menu/x.webp';
const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;
const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

const importFile = (body: unknown, dryRun: boolean) =>
  client.call<MenuImportResult & ErrorBody>('POST', `/functions/v1/menu-import?dry_run=${dryRun}`, {
    token: admin,
    body,
  });
const exportFile = async (format: 'csv' | 'xlsx') => {
  const res = await fetch(`${server.urls.admin}/functions/v1/menu-export?format=${format}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
/** Everything an import could write. */
const snapshot = async (db = server.database.db) =>
  Promise.all(
    ['products', 'categories', 'translations', 'audit_log'].map(async (table) => {
      const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
      return rows.rows[0]?.n;
    }),
  );

// The migrations bring the unit codes and KDV groups (20261127002000_reference_data.sql): no seed needed.
describe('menu import into a migrated-only database', () => {
  let database: TestDatabase;
  let connection: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    connection = database.connect();
  });
  afterAll(() => database?.drop());

  it('creates the categories from their rows and paths, and the products in them', async () => {
    const service = new MenuImportService(repositories(connection.db));
    const file = csv(
      'category;;Yiyecek;Food;;;;;1;',
      `product;Yiyecek > Burgerler;"Klasik Burger; bol soslu";Classic Burger;BUR-1;"245,50";KDV10;C62;1;${IMAGE}`,
      `ürün;Yiyecek > Burgerler;Tavuk Burger;;BUR-2;199.9;kdv10;ptn;evet;${IMAGE}`,
      `product;İçecekler;Çay;Tea;;15;KDV1;;0;${IMAGE}`,
    );
    const actor = { userId: null, email: 'import@test' };
    const result = await service.import(actor, { format: 'csv', content_base64: base64(file) }, false);
    expect(result).toMatchObject({
      applied: true,
      issues: [],
      summary: {
        categories: { created: 3, updated: 0, unchanged: 0 },
        products: { created: 3, updated: 0, unchanged: 0 },
      },
    });
    const categories = await connection.db
      .selectFrom('categories')
      .select(['id', 'name', 'parent_id'])
      .orderBy('sort_order')
      .execute();
    expect(categories).toEqual([
      { id: 'yiyecek', name: 'Yiyecek', parent_id: null },
      { id: 'burgerler', name: 'Burgerler', parent_id: 'yiyecek' },
      { id: 'icecekler', name: 'İçecekler', parent_id: null },
    ]);
    const products = await connection.db
      .selectFrom('products')
      .select(['name', 'sku', 'price_minor', 'category_id', 'subcategory_id', 'unit_code', 'is_active'])
      .orderBy('price_minor')
      .execute();
    expect(products).toEqual([
      {
        name: 'Çay',
        sku: null,
        price_minor: 1500,
        category_id: 'icecekler',
        subcategory_id: null,
        unit_code: 'C62',
        is_active: false,
      },
      {
        name: 'Tavuk Burger',
        sku: 'BUR-2',
        price_minor: 19990,
        category_id: 'yiyecek',
        subcategory_id: 'burgerler',
        unit_code: 'PTN',
        is_active: true,
      },
      {
        name: 'Klasik Burger; bol soslu',
        sku: 'BUR-1',
        price_minor: 24550,
        category_id: 'yiyecek',
        subcategory_id: 'burgerler',
        unit_code: 'C62',
        is_active: true,
      },
    ]);
    // the same file again: everything matched, nothing changes
    const again = await service.import(actor, { format: 'csv', content_base64: base64(file) }, false);
    expect(again.summary).toEqual({
      categories: { created: 0, updated: 0, unchanged: 1 },
      products: { created: 0, updated: 0, unchanged: 3 },
    });
  });
});

describe('menu import over HTTP (admin)', () => {
  const broken = csv(
    `product;Yemekler > Burgerler;Yeni Burger;;NEW-1;"12,50";KDV10;C62;1;${IMAGE}`,
    `product;;;;bad sku;abc;KDV99;XYZ;belki;http://example.com/x.png`,
    `product;Yemekler;Köfte;;NEW-1;10;;;1;${IMAGE}`,
  );

  it('a dry run lists every problem by line and column and writes nothing', async () => {
    const before = await snapshot();
    const res = await importFile({ format: 'csv', content_base64: base64(broken) }, true);
    expect(res.status).toBe(200);
    expect(res.body.dry_run).toBe(true);
    expect(res.body.applied).toBe(false);
    expect(res.body.issues).toEqual([
      { line: 3, column: 'name_tr', code: 'nameRequired' },
      { line: 3, column: 'category_path', code: 'nameRequired' },
      { line: 3, column: 'active', code: 'activeInvalid' },
      { line: 3, column: 'price', code: 'priceInvalid' },
      { line: 3, column: 'sku', code: 'skuInvalid' },
      { line: 3, column: 'image_url', code: 'imageInvalid' },
      // the row's own problems do not hide what only the database can tell
      { line: 3, column: 'kdv_group', code: 'kdvUnknown' },
      { line: 3, column: 'unit', code: 'unitUnknown' },
      { line: 4, column: 'sku', code: 'skuDuplicate' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('a real import of a broken file is refused (422, the same issues) and writes nothing', async () => {
    const before = await snapshot();
    const res = await importFile({ format: 'csv', content_base64: base64(broken) }, false);
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('menu_import_invalid');
    expect(res.body.error?.details).toEqual({ issues: expect.any(Array) });
    expect((res.body.error?.details as unknown as { issues: unknown[] } | undefined)?.issues).toHaveLength(9);
    expect(await snapshot()).toEqual(before);
  });

  it('names an unclosed quote, a missing column and a file that is no workbook', async () => {
    const open = await importFile(
      { format: 'csv', content_base64: base64(`${HEADER}\nproduct;"Yemekler`) },
      true,
    );
    expect(open.body.issues).toEqual([{ line: 2, column: null, code: 'unclosedQuote' }]);
    const header = await importFile(
      { format: 'csv', content_base64: base64('type,name_tr\nproduct,Çay') },
      true,
    );
    expect(header.body.issues).toContainEqual({ line: 1, column: 'price', code: 'missingColumn' });
    const unknown = await importFile(
      { format: 'csv', content_base64: base64(`${HEADER};Renk\nproduct`) },
      true,
    );
    expect(unknown.body.issues).toEqual([{ line: 1, column: null, code: 'unknownColumn', value: 'Renk' }]);
    const xlsx = await importFile({ format: 'xlsx', content_base64: base64('not a zip') }, true);
    expect(xlsx.body.issues).toEqual([{ line: 1, column: null, code: 'unreadableFile' }]);
  });

  it('is all or nothing: a write failing on the last row leaves no earlier row behind', async () => {
    await sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`.execute(
      server.database.db,
    );
    await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION refuse_boom()`.execute(
      server.database.db,
    );
    try {
      const before = await snapshot();
      const file = csv(
        'category;;Yeni Kategori;New;;;;;1;',
        `product;Yeni Kategori;Önce;;ONCE-1;10;KDV10;C62;1;${IMAGE}`,
        `product;Yemekler > Burgerler;Boom;;BOOM-1;10;KDV10;C62;1;${IMAGE}`,
      );
      const res = await importFile({ format: 'csv', content_base64: base64(file) }, false);
      expect(res.status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`DROP TRIGGER refuse_boom ON products`.execute(server.database.db);
    }
  });

  it('round trip: export → import → export changes nothing, in CSV and in XLSX', async () => {
    const first = await exportFile('csv');
    expect(first.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(first.toString('utf8').split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    const dry = await importFile({ format: 'csv', content_base64: first.toString('base64') }, true);
    expect(dry.body.issues).toEqual([]);
    expect(dry.body.summary.products).toMatchObject({ created: 0, updated: 0 });
    expect(dry.body.summary.categories).toMatchObject({ created: 0, updated: 0 });
    const applied = await importFile({ format: 'csv', content_base64: first.toString('base64') }, false);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect((await exportFile('csv')).equals(first)).toBe(true);

    const workbook = await exportFile('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const productRow = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.find((row) => row.getCell(1).value === 'product');
    expect(typeof productRow?.getCell(MENU_COLUMNS.indexOf('price') + 1).value).toBe('number');
    const fromXlsx = await importFile({ format: 'xlsx', content_base64: workbook.toString('base64') }, false);
    expect(fromXlsx.body.issues).toEqual([]);
    expect(fromXlsx.body.summary.products).toMatchObject({ created: 0, updated: 0 });
    expect((await exportFile('csv')).equals(first)).toBe(true);
  });

  it('escapes formula-looking text on export and reads it back as it was', async () => {
    const file = csv(`product;Yemekler;=HYPERLINK("x");;FORMULA-1;10;KDV10;C62;1;${IMAGE}`);
    const res = await importFile({ format: 'csv', content_base64: base64(file) }, false);
    expect(res.body.applied).toBe(true);
    const exported = (await exportFile('csv')).toString('utf8');
    expect(exported).toContain(`;"'=HYPERLINK(""x"")";`);
    const again = await importFile(
      { format: 'csv', content_base64: Buffer.from(exported).toString('base64') },
      true,
    );
    expect(again.body.summary.products).toMatchObject({ created: 0, updated: 0 });
    // in the workbook it is a text cell (never a formula) and reads back the same
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportFile('xlsx')) as unknown as ArrayBuffer);
    const cells: ExcelJS.CellValue[] = [];
    book.worksheets[0]?.eachRow((row) => {
      cells.push(row.getCell(MENU_COLUMNS.indexOf('name_tr') + 1).value);
    });
    expect(cells).toContain('=HYPERLINK("x")');
  });

  it('is for admins only', async () => {
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    const res = await client.call('GET', '/functions/v1/menu-export', { token: cashier });
    expect(res.status).toBe(403);
  });
});
