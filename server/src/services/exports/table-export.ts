import { writeCsv } from '@kiosk/domain';
import ExcelJS from 'exceljs';

/**
 * How a column's values are given and written:
 * - `text`: a string (never run as a formula, in CSV nor in XLSX);
 * - `money`: integer kuruş, written as lira with two decimals (a number cell in XLSX, TL format);
 * - `integer` / `decimal`: a number (`decimal` shown with two decimals);
 * - `percent`: percent points (12.5 = %12,5), one decimal;
 * - `date`: a business day `YYYY-MM-DD`; `datetime`: an ISO instant, shown in the outlet's time zone.
 */
type ExportColumnKind = 'text' | 'money' | 'integer' | 'decimal' | 'percent' | 'date' | 'datetime';

export interface ExportColumn {
  key: string;
  header: string;
  kind: ExportColumnKind;
}

/** One table of a report: a CSV section or an XLSX sheet (title on the first row, headers on the second). */
export interface ExportTable {
  title: string;
  /** The sheet's name (else the title); cut to Excel's 31 characters, made unique. */
  sheetName?: string;
  columns: ExportColumn[];
  rows: Record<string, string | number | null>[];
}

interface ExportOptions {
  /** Number and date format of the CSV: Turkish (`1234,56`, `28.11.2026`) or English (`1234.56`, `28/11/2026`). */
  lang?: 'tr' | 'en';
  /** The time zone `datetime` values are shown in (default OUTLET_TIME_ZONE or Europe/Istanbul). */
  timeZone?: string;
}

const defaultTimeZone = () => process.env.OUTLET_TIME_ZONE || 'Europe/Istanbul';

/** Number formats of the XLSX cells by kind (money in lira). */
const XLSX_FORMATS: Record<ExportColumnKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00 "TL";-#,##0.00 "TL"',
  integer: '#,##0',
  decimal: '#,##0.00',
  percent: '0.0%',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm:ss',
};

/** An instant's wall-clock parts in a time zone. */
function localParts(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}

function fixed(value: number, decimals: number, lang: 'tr' | 'en'): string {
  const text = value.toFixed(decimals);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

/** kuruş → lira as a number (12345 → 123.45). */
const lira = (minor: number) => Math.round(minor) / 100;

function csvValue(
  value: string | number | null,
  kind: ExportColumnKind,
  lang: 'tr' | 'en',
  timeZone: string,
): string {
  if (value === null || value === '') return '';
  if (kind === 'text') return String(value);
  if (kind === 'date' || kind === 'datetime') {
    const text = String(value);
    const p =
      kind === 'date'
        ? { y: text.slice(0, 4), m: text.slice(5, 7), d: text.slice(8, 10), time: '' }
        : localParts(text, timeZone);
    const day = lang === 'tr' ? `${p.d}.${p.m}.${p.y}` : `${p.d}/${p.m}/${p.y}`;
    return p.time ? `${day} ${p.time}` : day;
  }
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  if (kind === 'money') return fixed(lira(n), 2, lang);
  if (kind === 'integer') return String(Math.round(n));
  if (kind === 'percent') return fixed(n, 1, lang);
  return fixed(n, 2, lang);
}

/**
 * The tables as one CSV (UTF-8 with BOM, `;` separated, CRLF, formula-like text escaped as in the
 * Z report's CSV): each table is its title, its header row and its rows, a blank line between tables.
 * Amounts are plain numbers in lira with two decimals, no thousands separator.
 */
export function tableToCsv(tables: readonly ExportTable[], options: ExportOptions = {}): string {
  const lang = options.lang ?? 'tr';
  const timeZone = options.timeZone ?? defaultTimeZone();
  const rows: string[][] = [];
  tables.forEach((table, i) => {
    if (i > 0) rows.push([]);
    rows.push([table.title]);
    rows.push(table.columns.map((c) => c.header));
    for (const row of table.rows)
      rows.push(table.columns.map((c) => csvValue(row[c.key] ?? null, c.kind, lang, timeZone)));
  });
  return writeCsv(rows);
}

function xlsxValue(
  value: string | number | null,
  kind: ExportColumnKind,
  timeZone: string,
): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (kind === 'text') return String(value);
  if (kind === 'date' || kind === 'datetime') {
    const text = String(value);
    // Excel has no time zones: the cell holds the outlet's wall-clock time.
    if (kind === 'date') return new Date(`${text.slice(0, 10)}T00:00:00Z`);
    const p = localParts(text, timeZone);
    return new Date(`${p.y}-${p.m}-${p.d}T${p.time}Z`);
  }
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  if (kind === 'money') return lira(n);
  if (kind === 'percent') return n / 100;
  if (kind === 'integer') return Math.round(n);
  return n;
}

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters, unique in the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLocaleLowerCase('tr')); n += 1) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(name.toLocaleLowerCase('tr'));
  return name;
}

function displayLength(value: ExcelJS.CellValue, kind: ExportColumnKind): number {
  if (value === null || value === undefined) return 0;
  if (kind === 'date') return 10;
  if (kind === 'datetime') return 19;
  if (typeof value === 'number') return value.toFixed(2).length + (kind === 'money' ? 6 : 2);
  return String(value).length;
}

/**
 * The tables as an Excel workbook, one sheet per table: the title (bold, larger) on row 1, the
 * headers (bold, frozen with the title) on row 2, then the rows; amounts, counts, percentages and
 * dates are number cells with their formats (money in lira with a TL format), text is text.
 */
export async function tablesToXlsx(
  tables: readonly ExportTable[],
  options: ExportOptions = {},
): Promise<Buffer> {
  const timeZone = options.timeZone ?? defaultTimeZone();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kiosk';
  const taken = new Set<string>();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(sheetName(table.sheetName ?? table.title, taken), {
      views: [{ state: 'frozen', ySplit: 2 }],
    });
    const title = sheet.addRow([table.title]);
    title.font = { bold: true, size: 13 };
    const header = sheet.addRow(table.columns.map((c) => c.header));
    header.font = { bold: true };
    const widths = table.columns.map((c) => c.header.length);
    for (const row of table.rows) {
      const values = table.columns.map((c) => xlsxValue(row[c.key] ?? null, c.kind, timeZone));
      sheet.addRow(values);
      values.forEach((v, i) => {
        widths[i] = Math.max(widths[i] ?? 0, displayLength(v, table.columns[i]?.kind ?? 'text'));
      });
    }
    table.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = Math.min(50, Math.max(10, (widths[i] ?? 0) + 2));
      const format = XLSX_FORMATS[c.kind];
      if (format)
        column.eachCell({ includeEmpty: false }, (cell, rowNumber) => {
          if (rowNumber > 2) cell.numFmt = format;
        });
      if (c.kind !== 'text') header.getCell(i + 1).alignment = { horizontal: 'right' };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
