import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { codePageTable, decodeText, EPSON_CODE_PAGES, parseCodePageOverrides } from './codepages.js';
import { printBytes } from './test-support.js';

const TURKISH = 'ç ğ ı İ ö ş ü Ç Ğ Ö Ş Ü';

/** A ticket encoded by the library the server uses, in one code page, for an Epson printer. */
function encode(
  codepage: 'cp857' | 'windows1254' | 'cp437' | 'cp850',
  text: string,
  mapping = 'epson' as const,
) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', codepageMapping: mapping, columns: 48 })
    .initialize()
    .codepage(codepage)
    .line(text)
    .cut()
    .encode();
}

describe('code pages', () => {
  it.each([
    ['cp857', 13],
    ['windows1254', 48],
  ] as const)(
    'every Turkish letter survives %s (ESC t %i) from the encoder to the printed page',
    (codepage, n) => {
      const data = encode(codepage, TURKISH);
      expect(Buffer.from(data).includes(Buffer.from([0x1b, 0x74, n]))).toBe(true);
      const [page] = printBytes(data);
      expect(page?.lines).toEqual([TURKISH]);
    },
  );

  it('decodes Western pages too (PC437, PC850)', () => {
    expect(printBytes(encode('cp437', 'Größe é ñ'))[0]?.lines).toEqual(['Größe é ñ']);
    expect(printBytes(encode('cp850', 'Ýø Ã õ'))[0]?.lines).toEqual(['Ýø Ã õ']);
  });

  it('shows garbage, as a printer does, when the bytes are of another page than the one selected', () => {
    const cp1254Bytes = new Uint8Array([0xfe, 0xf0, 0xfd]); // ş ğ ı in Windows-1254
    expect(decodeText(cp1254Bytes, codePageTable(), 13)).not.toBe('şğı');
    expect(decodeText(cp1254Bytes, codePageTable(), 48)).toBe('şğı');
  });

  it('takes per-model numbers over Epson ones', () => {
    const table = codePageTable(parseCodePageOverrides('29=cp857, 33=windows1254'));
    expect(table[29]).toBe('cp857');
    expect(table[13]).toBe(EPSON_CODE_PAGES[13]);
    expect(() => parseCodePageOverrides('13')).toThrow(/n=encoding/);
    expect(() => codePageTable({ 13: 'klingon' })).toThrow(/unknown encoding/);
  });
});
