import { describe, expect, it } from 'vitest';
import type { Block, ReceivedPage } from './page.js';
import { bytes, printBytes } from './test-support.js';

const ESC = 0x1b;
const GS = 0x1d;
const onePage = (data: Uint8Array, width?: number): ReceivedPage => {
  const pages = printBytes(data, width);
  expect(pages).toHaveLength(1);
  return pages[0] as ReceivedPage;
};
const textBlocks = (page: ReceivedPage) =>
  page.blocks.filter((b): b is Extract<Block, { kind: 'text' }> => b.kind === 'text');

describe('PageInterpreter', () => {
  it('ends a page at each cut and keeps the lines of each', () => {
    const pages = printBytes(
      bytes(ESC, '@', 'one', 0x0a, GS, 'V', 0, 'two', 0x0a, 'three', 0x0a, GS, 'V', 1),
    );
    expect(pages.map((page) => page.lines)).toEqual([['one'], ['two', 'three']]);
    expect(pages.every((page) => page.cut)).toBe(true);
  });

  it('keeps what came without a cut as a page marked uncut', () => {
    const [page] = printBytes(bytes('no cut'));
    expect(page).toMatchObject({ lines: ['no cut'], cut: false });
  });

  it('makes no page of the blank feeds after the last cut', () => {
    expect(printBytes(bytes('ticket', 0x0a, GS, 'V', 0, 0x0a, 0x0d, '  ', 0x0a, ESC, 'd', 4))).toHaveLength(
      1,
    );
  });

  it('prints text in the size, weight and alignment chosen before it', () => {
    const page = onePage(
      bytes(
        ESC,
        'a',
        1,
        GS,
        '!',
        0x11,
        ESC,
        'E',
        1,
        'A-42',
        0x0a,
        ESC,
        'E',
        0,
        GS,
        '!',
        0,
        ESC,
        'a',
        2,
        'right',
        0x0a,
        GS,
        'V',
        0,
      ),
    );
    const [big, right] = textBlocks(page);
    expect(big).toMatchObject({
      align: 'center',
      runs: [{ text: 'A-42', bold: true, cellWidth: 24, cellHeight: 48 }],
    });
    expect(right).toMatchObject({
      align: 'right',
      runs: [{ text: 'right', bold: false, cellWidth: 12, cellHeight: 24 }],
    });
    expect(big?.height).toBeGreaterThan(right?.height ?? 0);
  });

  it('reads ESC ! bits: font B, emphasis, double height and width, underline', () => {
    const page = onePage(bytes(ESC, '!', 0x01 | 0x08 | 0x10 | 0x20 | 0x80, 'x', 0x0a, GS, 'V', 0));
    expect(textBlocks(page)[0]?.runs[0]).toMatchObject({
      bold: true,
      underline: 1,
      cellWidth: 18,
      cellHeight: 34,
    });
  });

  it('wraps a line longer than the paper: 48 Font A columns on 80 mm, 32 on 58 mm', () => {
    const long = 'x'.repeat(50);
    expect(onePage(bytes(long, 0x0a), 576).lines).toEqual(['x'.repeat(48), 'xx']);
    expect(onePage(bytes(long, 0x0a), 384).lines).toEqual(['x'.repeat(32), 'x'.repeat(18)]);
    expect(onePage(bytes(GS, '!', 0x10, long, 0x0a), 576).lines[0]).toHaveLength(24);
  });

  it('decodes text with the code page selected at the time, and warns about an unknown page', () => {
    const page = onePage(
      bytes(0x80, ESC, 't', 13, 0x80, 0xa7, ESC, 't', 48, 0xd0, 0xfd, ESC, 't', 99, 0xd0, 0x0a),
    );
    expect(page.lines).toEqual(['ÇÇğĞıĞ']);
    expect(page.warnings).toEqual(['ESC t 99: code page not known, kept 48']);
  });

  it('stores a QR code and prints it on request, in the chosen module size', () => {
    const data = 'https://example.test/r/42';
    const store = bytes(GS, '(k', data.length + 3, 0, 49, 80, 48, data);
    const page = onePage(
      bytes(
        ESC,
        'a',
        1,
        GS,
        '(k',
        3,
        0,
        49,
        67,
        6,
        GS,
        '(k',
        3,
        0,
        49,
        69,
        49,
        store,
        GS,
        '(k',
        3,
        0,
        49,
        81,
        48,
        GS,
        'V',
        0,
      ),
    );
    expect(page.qrCodes).toEqual([data]);
    const qr = page.blocks.find((block) => block.kind === 'qr');
    expect(qr).toMatchObject({ align: 'center', moduleDots: 6, data });
    expect(qr?.kind === 'qr' && qr.matrix.size).toBe(25); // version 2 at level M
  });

  it('prints nothing for a QR print without stored data', () => {
    const page = onePage(bytes(GS, '(k', 3, 0, 49, 81, 48, 'x', 0x0a));
    expect(page.qrCodes).toEqual([]);
  });

  it('draws barcodes as bars with their settings and reads CODE128 code sets', () => {
    const page = onePage(
      bytes(
        GS,
        'h',
        80,
        GS,
        'w',
        2,
        GS,
        'H',
        2,
        GS,
        'k',
        73,
        8,
        '{BA-',
        '{C',
        12,
        34,
        GS,
        'k',
        67,
        12,
        '590123412345',
      ),
    );
    expect(page.barcodes).toEqual([
      { system: 'CODE128', text: 'A-1234' },
      { system: 'EAN13', text: '590123412345' },
    ]);
    const bar = page.blocks.find((block) => block.kind === 'barcode');
    expect(bar).toMatchObject({ height: 80, moduleDots: 2, hri: 2 });
    expect(bar?.kind === 'barcode' && /^1[01]+1$/.test(bar.bars)).toBe(true);
  });

  it('warns and prints no bars for invalid barcode data', () => {
    const page = onePage(bytes(GS, 'k', 2, 'ABC', 0, 'x'));
    expect(page.barcodes).toEqual([]);
    expect(page.warnings[0]).toMatch(/EAN13/);
  });

  it('keeps raster images with their size and scale', () => {
    const page = onePage(bytes(GS, 'v0', 3, 2, 0, 2, 0, 0xff, 0x00, 0xf0, 0x0f));
    expect(page.blocks[0]).toMatchObject({ kind: 'image', widthBytes: 2, height: 2, scaleX: 2, scaleY: 2 });
  });

  it('ESC @ forgets the line in the buffer and every setting', () => {
    const page = onePage(bytes(ESC, 'E', 1, ESC, 't', 13, 'lost', ESC, '@', 0x80, 0x0a));
    expect(page.lines).toEqual(['Ç']); // 0x80 in PC437 is Ç as well; the style is what changed
    expect(textBlocks(page)[0]?.runs[0]?.bold).toBe(false);
  });
});
