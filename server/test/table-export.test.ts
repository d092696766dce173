import { parseCsv } from '@kiosk/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportTable, tablesToXlsx, tableToCsv } from '../src/services/exports/table-export.js';

const items: ExportTable = {
  title: 'Ürünler – Dönem raporu',
  sheetName: 'Ürünler',
  columns: [
    { key: 'name', header: 'Ürün adı', kind: 'text' },
    { key: 'quantity', header: 'Adet', kind: 'integer' },
    { key: 'gross', header: 'Brüt (TL)', kind: 'money' },
    { key: 'share', header: 'Pay %', kind: 'percent' },
    { key: 'avg', header: 'Ortalama', kind: 'decimal' },
    { key: 'day', header: 'Gün', kind: 'date' },
    { key: 'at', header: 'Zaman', kind: 'datetime' },
  ],
  rows: [
    {
      name: 'Çiğ köfte dürüm (ığüşöçİ)',
      quantity: 1234,
      gross: 1234567,
      share: 12.5,
      avg: 2.345,
      day: '2026-11-27',
      at: '2026-11-27T21:30:05Z',
    },
    { name: '=HYPERLINK("http://x")', quantity: 0, gross: -1250, share: null, avg: 0, day: null, at: null },
  ],
};
const stores: ExportTable = {
  title: 'Mağazalar',
  columns: [
    { key: 'store', header: 'Mağaza', kind: 'text' },
    { key: 'gross', header: 'Brüt', kind: 'money' },
  ],
  rows: [{ store: 'Kadıköy; "merkez"', gross: 5 }],
};

describe('tableToCsv', () => {
  it('writes each table with its title and headers; Turkish letters kept, amounts in lira with 2 decimals', () => {
    const csv = tableToCsv([items, stores], { lang: 'tr', timeZone: 'Europe/Istanbul' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error('CSV did not parse');
    expect(parsed.separator).toBe(';');
    const rows = parsed.records.map((r) => r.cells);
    expect(rows[0]).toEqual(['Ürünler – Dönem raporu']);
    expect(rows[1]).toEqual(['Ürün adı', 'Adet', 'Brüt (TL)', 'Pay %', 'Ortalama', 'Gün', 'Zaman']);
    // 21:30 UTC is 00:30 the next day in Istanbul
    expect(rows[2]).toEqual([
      'Çiğ köfte dürüm (ığüşöçİ)',
      '1234',
      '12345,67',
      '12,5',
      '2,35',
      '27.11.2026',
      '28.11.2026 00:30:05',
    ]);
    // a formula-like name is escaped; a negative amount stays a number
    expect(rows[3]).toEqual(['\'=HYPERLINK("http://x")', '0', '-12,50', '', '0,00', '', '']);
    expect(rows[4]).toEqual(['']);
    expect(rows[5]).toEqual(['Mağazalar']);
    expect(rows[7]).toEqual(['Kadıköy; "merkez"', '0,05']);
  });

  it('writes English numbers and dates with a decimal point', () => {
    const csv = tableToCsv([items], { lang: 'en', timeZone: 'UTC' });
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error('CSV did not parse');
    expect(parsed.records[2]?.cells.slice(1)).toEqual([
      '1234',
      '12345.67',
      '12.5',
      '2.35',
      '27/11/2026',
      '27/11/2026 21:30:05',
    ]);
  });
});

describe('tablesToXlsx', () => {
  it('writes one sheet per table; amounts are number cells in lira with a TL format; headers bold and frozen', async () => {
    const bytes = await tablesToXlsx([items, stores, { ...stores, title: 'Mağazalar' }], {
      timeZone: 'Europe/Istanbul',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Ürünler', 'Mağazalar', 'Mağazalar (2)']);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('A1').value).toBe('Ürünler – Dönem raporu');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Ürün adı',
      'Adet',
      'Brüt (TL)',
      'Pay %',
      'Ortalama',
      'Gün',
      'Zaman',
    ]);
    expect(sheet.getCell('A2').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.getCell('A3').value).toBe('Çiğ köfte dürüm (ığüşöçİ)');
    expect(sheet.getCell('B3').value).toBe(1234);
    const gross = sheet.getCell('C3');
    expect(gross.value).toBe(12345.67);
    expect(gross.type).toBe(ExcelJS.ValueType.Number);
    expect(gross.numFmt).toContain('"TL"');
    expect(sheet.getCell('C4').value).toBe(-12.5);
    expect(sheet.getCell('D3').value).toBe(0.125);
    expect(sheet.getCell('D3').numFmt).toBe('0.0%');
    expect(sheet.getCell('D4').value).toBeNull();
    expect(sheet.getCell('F3').value).toEqual(new Date('2026-11-27T00:00:00Z'));
    expect(sheet.getCell('G3').value).toEqual(new Date('2026-11-28T00:30:05Z'));
    // a formula-like text stays text
    expect(sheet.getCell('A4').value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell('A4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getColumn(1).width).toBeGreaterThan(20);
    expect(workbook.worksheets[1]?.getCell('B3').value).toBe(0.05);
  });
});
