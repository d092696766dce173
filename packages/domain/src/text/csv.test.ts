import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, unescapeFormulaCell, writeCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads Turkish Excel: byte order mark, ";" separators, CRLF, quotes and commas in cells', () => {
    const parsed = parseCsv('\uFEFFa;b;c\r\n"x;y";"1,50";"say ""hi"""\r\n');
    expect(parsed).toEqual({
      ok: true,
      separator: ';',
      records: [
        { line: 1, cells: ['a', 'b', 'c'] },
        { line: 2, cells: ['x;y', '1,50', 'say "hi"'] },
      ],
    });
  });

  it('reads "," separated files and numbers a record by the line it starts on', () => {
    const parsed = parseCsv('a,b\n"two\nlines",2\n3,"4"');
    expect(parsed.ok && parsed.separator).toBe(',');
    expect(parsed.ok && parsed.records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['two\nlines', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('refuses a quote left open, naming the line it opened on', () => {
    expect(parseCsv('a;b\n1;2\n3;"open\nstill')).toEqual({ ok: false, line: 3, code: 'unclosedQuote' });
  });
});

describe('csvCell / writeCsv', () => {
  it('escapes formula-looking text (OWASP) and reads it back unchanged', () => {
    for (const text of ['=1+2', '+90 555', '-x', '@SUM(A1)', '\tcmd']) {
      const written = writeCsv([[text]]);
      const parsed = parseCsv(written);
      expect(parsed.ok && unescapeFormulaCell(parsed.records[0]?.cells[0] ?? '')).toBe(text);
      expect(csvCell(text).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(unescapeFormulaCell("'plain")).toBe("'plain");
  });
});
