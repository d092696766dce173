import { MENU_COLUMNS, parseMenuPrice, toMajorString } from '@kiosk/domain';
import ExcelJS from 'exceljs';

const PRICE_COLUMN = MENU_COLUMNS.indexOf('price');

/**
 * The menu table as an Excel workbook: one sheet, header first; prices are number cells (lira with
 * two decimals), everything else text cells (a text cell is never run as a formula).
 */
export async function writeXlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Menu');
  rows.forEach((cells, i) => {
    const row = sheet.addRow(
      cells.map((value, column) => {
        const minor = i > 0 && column === PRICE_COLUMN ? parseMenuPrice(value) : undefined;
        return minor === undefined ? value : Number(toMajorString(minor));
      }),
    );
    if (i === 0) row.font = { bold: true };
  });
  sheet.getColumn(PRICE_COLUMN + 1).numFmt = '0.00';
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as text with their row numbers; undefined when the bytes are no workbook. */
export async function readXlsxTable(
  bytes: Buffer,
): Promise<Array<{ line: number; cells: string[] }> | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const records: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    records.push({ line, cells });
  });
  return records;
}

/** A cell's value as text: numbers as JavaScript writes them ("245.5"), rich text and links by their text, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  return '';
}
