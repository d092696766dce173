/** CSV as spreadsheets write it: RFC 4180 quotes, an optional byte order mark, `;` (Turkish Excel) or `,`. */

export interface CsvRecord {
  /** The line the record starts on (1-based; a quoted cell may span lines). */
  line: number;
  cells: string[];
}

export type CsvParse =
  | { ok: true; separator: ';' | ','; records: CsvRecord[] }
  | { ok: false; line: number; code: 'unclosedQuote' };

/** The separator of the first line outside quotes: `;` when it has more of them than `,`. */
function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : commas > 0 ? ',' : ';';
}

/** Reads every record with the line it starts on; a quote left open is refused with its line. */
export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, line: quoteLine, code: 'unclosedQuote' };
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, separator, records };
}

/** An amount or count as a writer emits it ("-1.234,56", "12"): a number cell, written as it is. */
const NUMBER_CELL = /^-?\d[\d.,]*$/;
/** A text cell a spreadsheet would run as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One `;`-separated cell: formula-like text gets a leading `'` inside quotes (OWASP CSV injection);
 * a cell with `"`, `;` or a line break is quoted.
 */
export function csvCell(value: string): string {
  if (FORMULA_START.test(value) && !NUMBER_CELL.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The text `csvCell` escaped: a leading `'` before formula-like text is dropped. */
export function unescapeFormulaCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Rows as a `;`-separated CSV with a byte order mark (Excel then reads Turkish letters), CRLF lines. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
