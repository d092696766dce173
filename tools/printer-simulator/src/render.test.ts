import { describe, expect, it } from 'vitest';
import { pngSize } from './png.js';
import { renderPage, renderPagePng } from './render.js';
import { bytes, printBytes } from './test-support.js';

const ESC = 0x1b;
const GS = 0x1d;
const page = (data: Uint8Array, width = 576) => {
  const [first] = printBytes(data, width);
  if (!first) throw new Error('no page');
  return first;
};

/** Columns with ink in rows [top, bottom). */
function inkedColumns(image: ReturnType<typeof renderPage>, top: number, bottom: number): number[] {
  const columns: number[] = [];
  for (let x = 0; x < image.width; x++) {
    for (let y = top; y < bottom; y++) {
      if ((image.pixels[y * image.width + x] ?? 255) < 128) {
        columns.push(x);
        break;
      }
    }
  }
  return columns;
}

describe('renderPage', { timeout: 30_000 }, () => {
  it.each([
    [384, 58],
    [576, 80],
  ])('makes a PNG %i dots wide for %i mm paper, taller with more lines', (width) => {
    const short = renderPagePng(page(bytes('A', 0x0a, GS, 'V', 0), width));
    const long = renderPagePng(page(bytes('A', 0x0a, 'B', 0x0a, 'C', 0x0a, GS, 'V', 0), width));
    expect(short.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(short).width).toBe(width);
    expect(pngSize(long).width).toBe(width);
    expect(pngSize(long).height - pngSize(short).height).toBe(60); // two more lines of 30 dots
  });

  it('draws text with a real font: ink inside the character cells, centred text in the middle', () => {
    const image = renderPage(page(bytes(ESC, 'a', 1, 'ŞİŞ', 0x0a, GS, 'V', 0)));
    const columns = inkedColumns(image, 0, image.height);
    expect(columns.length).toBeGreaterThan(10);
    expect(Math.min(...columns)).toBeGreaterThanOrEqual(270); // three 12-dot cells start at 270
    expect(Math.max(...columns)).toBeLessThan(306);
  });

  it('draws bold darker than regular and double width twice as wide', () => {
    const ink = (image: ReturnType<typeof renderPage>) =>
      image.pixels.reduce((sum, value) => sum + (255 - value), 0);
    const regular = renderPage(page(bytes('HHHH', 0x0a)));
    const bold = renderPage(page(bytes(ESC, 'E', 1, 'HHHH', 0x0a)));
    expect(ink(bold)).toBeGreaterThan(ink(regular) * 1.2);
    const wide = renderPage(page(bytes(GS, '!', 0x10, 'HHHH', 0x0a)));
    expect(Math.max(...inkedColumns(wide, 0, wide.height))).toBeGreaterThan(90);
    expect(Math.max(...inkedColumns(regular, 0, regular.height))).toBeLessThan(48);
  });

  it('draws the QR modules and barcode bars', () => {
    const data = 'A-42';
    const qr = renderPage(
      page(
        bytes(
          GS,
          '(k',
          3,
          0,
          49,
          67,
          4,
          GS,
          '(k',
          data.length + 3,
          0,
          49,
          80,
          48,
          data,
          GS,
          '(k',
          3,
          0,
          49,
          81,
          48,
        ),
      ),
    );
    // Version 1 (21 modules) of 4 dots: the finder pattern's corner is dark, the quiet area beside it white.
    expect(qr.height).toBe(21 * 4 + 24);
    expect(qr.pixels[12 * qr.width + 0]).toBe(0);
    expect(qr.pixels[12 * qr.width + 21 * 4 + 2]).toBe(255);
    const bar = renderPage(page(bytes(GS, 'h', 50, GS, 'w', 2, GS, 'k', 4, 'AB', 0)));
    const barColumns = inkedColumns(bar, 12, 62);
    expect(barColumns[0]).toBe(0);
    expect(barColumns.length).toBeGreaterThan(20);
  });

  it('draws raster images bit by bit', () => {
    const image = renderPage(page(bytes(GS, 'v0', 0, 1, 0, 1, 0, 0b10100000)));
    expect([...image.pixels.subarray(12 * image.width, 12 * image.width + 4)]).toEqual([0, 255, 0, 255]);
  });
});
