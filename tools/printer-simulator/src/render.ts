import { glyph } from './glyphs.js';
import { alignedX, type Block, blockHeight, blockWidth, type ReceivedPage, type TextRun } from './page.js';
import { encodeGreyPng, type GreyImage } from './png.js';

/** White paper above and below the printed dots, like the margin a cutter leaves. */
const MARGIN = 12;
/** Longer pages are cut off in the picture (about 2.5 m of paper); the text keeps everything. */
const MAX_PAGE_DOTS = 20_000;

class Paper implements GreyImage {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(255);
  }

  /** Darkens a dot by `ink` (0..255). */
  ink(x: number, y: number, ink: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || ink <= 0) return;
    const at = y * this.width + x;
    this.pixels[at] = Math.max(0, (this.pixels[at] ?? 255) - ink);
  }

  fill(x: number, y: number, width: number, height: number): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row++) {
      const start = row * this.width;
      this.pixels.fill(0, start + Math.max(0, x), start + Math.min(this.width, x + width));
    }
  }
}

function drawRun(paper: Paper, run: TextRun, x: number, baselineY: number): number {
  const baseWidth = run.cellWidth / run.widthScale;
  const top = baselineY - run.cellHeight;
  for (const char of run.text) {
    const ink = glyph({
      char,
      bold: run.bold,
      baseWidth,
      widthScale: run.widthScale,
      heightScale: run.heightScale,
    });
    for (let dy = 0; dy < run.cellHeight; dy++) {
      for (let dx = 0; dx < run.cellWidth; dx++) {
        const value = ink[dy * run.cellWidth + dx] ?? 0;
        paper.ink(x + dx, top + dy, run.reverse ? 255 - value : value);
      }
    }
    if (run.underline > 0) paper.fill(x, baselineY - run.underline, run.cellWidth, run.underline);
    x += run.cellWidth;
  }
  return x;
}

function drawBlock(paper: Paper, block: Block, y: number): void {
  const x = alignedX(block.kind === 'space' ? 'left' : block.align, blockWidth(block), paper.width);
  switch (block.kind) {
    case 'space':
      return;
    case 'text': {
      let cursor = x;
      // Characters of different heights share the baseline at the bottom of the line.
      for (const run of block.runs) cursor = drawRun(paper, run, cursor, y + block.height - 3);
      return;
    }
    case 'qr': {
      const { matrix, moduleDots } = block;
      for (let my = 0; my < matrix.size; my++) {
        for (let mx = 0; mx < matrix.size; mx++) {
          if (matrix.dark(mx, my))
            paper.fill(x + mx * moduleDots, y + my * moduleDots, moduleDots, moduleDots);
        }
      }
      return;
    }
    case 'barcode':
      drawBarcode(paper, block, x, y);
      return;
    case 'image':
      drawImage(paper, block, x, y);
      return;
  }
}

function drawBarcode(paper: Paper, block: Extract<Block, { kind: 'barcode' }>, x: number, y: number): void {
  const hriRun = (text: string): TextRun => ({
    text,
    bold: false,
    underline: 0,
    reverse: false,
    cellWidth: 12,
    cellHeight: 24,
    widthScale: 1,
    heightScale: 1,
  });
  const barsWidth = block.bars.length * block.moduleDots;
  const textX = x + Math.max(0, Math.floor((barsWidth - block.text.length * 12) / 2));
  let top = y;
  if (block.hri & 1) {
    drawRun(paper, hriRun(block.text), textX, top + 24);
    top += 28;
  }
  for (let i = 0; i < block.bars.length; i++) {
    if (block.bars[i] === '1') paper.fill(x + i * block.moduleDots, top, block.moduleDots, block.height);
  }
  if (block.hri & 2) drawRun(paper, hriRun(block.text), textX, top + block.height + 26);
}

function drawImage(paper: Paper, block: Extract<Block, { kind: 'image' }>, x: number, y: number): void {
  for (let row = 0; row < block.height; row++) {
    for (let col = 0; col < block.widthBytes * 8; col++) {
      const byte = block.data[row * block.widthBytes + (col >> 3)] ?? 0;
      if (byte & (0x80 >> (col & 7))) {
        paper.fill(x + col * block.scaleX, y + row * block.scaleY, block.scaleX, block.scaleY);
      }
    }
  }
}

/** Draws a received page on paper as wide as the printer's line (384 or 576 dots). */
export function renderPage(page: ReceivedPage): GreyImage {
  const contentHeight = page.blocks.reduce((sum, block) => sum + blockHeight(block), 0);
  const paper = new Paper(page.widthDots, Math.min(MAX_PAGE_DOTS, Math.max(1, contentHeight + 2 * MARGIN)));
  let y = MARGIN;
  for (const block of page.blocks) {
    if (y >= paper.height) break;
    drawBlock(paper, block, y);
    y += blockHeight(block);
  }
  return paper;
}

/** The page as a PNG file. */
export function renderPagePng(page: ReceivedPage): Buffer {
  return encodeGreyPng(renderPage(page));
}
