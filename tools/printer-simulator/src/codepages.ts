import iconv from 'iconv-lite';

/**
 * ESC t n -> iconv-lite encoding, as in Epson's ESC/POS table (TM-T20/T88 family). Other brands number
 * their pages differently (e.g. some Xprinter models): pass `codePages` to override single entries.
 * Only pages iconv-lite knows are listed; an unknown n keeps the current page (as Epson does).
 */
export const EPSON_CODE_PAGES: Readonly<Record<number, string>> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  4: 'cp863',
  5: 'cp865',
  13: 'cp857',
  15: 'iso88597',
  16: 'windows1252',
  17: 'cp866',
  18: 'cp852',
  19: 'cp858',
  32: 'cp720',
  33: 'cp775',
  34: 'cp855',
  35: 'cp861',
  36: 'cp862',
  37: 'cp864',
  38: 'cp869',
  39: 'iso88592',
  40: 'iso885915',
  44: 'cp1125',
  45: 'windows1250',
  46: 'windows1251',
  47: 'windows1253',
  48: 'windows1254',
  49: 'windows1255',
  50: 'windows1256',
  51: 'windows1257',
  52: 'windows1258',
  53: 'rk1048',
};

/** The code page a printer starts with (and returns to on ESC @). */
export const DEFAULT_CODE_PAGE = 0;

export type CodePageTable = Readonly<Record<number, string>>;

/** Epson's table with `overrides` on top; throws for an encoding iconv-lite does not know. */
export function codePageTable(overrides: Record<number, string> = {}): CodePageTable {
  for (const [n, name] of Object.entries(overrides)) {
    if (!iconv.encodingExists(name)) throw new Error(`Code page ${n}: unknown encoding "${name}"`);
  }
  return { ...EPSON_CODE_PAGES, ...overrides };
}

/** Parses `13=cp857,48=windows1254` (the PRINTER_SIM_CODEPAGES / --codepages syntax). */
export function parseCodePageOverrides(text: string): Record<number, string> {
  const overrides: Record<number, string> = {};
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const match = /^\s*(\d{1,3})\s*=\s*([\w-]+)\s*$/.exec(part);
    if (!match?.[1] || !match[2] || Number(match[1]) > 255) {
      throw new Error(`Bad code page entry "${part.trim()}" (expected n=encoding, e.g. 13=cp857)`);
    }
    overrides[Number(match[1])] = match[2];
  }
  return overrides;
}

/** Decodes printer bytes with the given page (cp437 when the table has no such page). */
export function decodeText(bytes: Uint8Array, table: CodePageTable, page: number): string {
  return iconv.decode(Buffer.from(bytes), table[page] ?? 'cp437');
}
