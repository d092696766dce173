import type { QrMatrix } from './symbols.js';

export type Align = 'left' | 'center' | 'right';

/** A run of text printed in one style (one character per cell of `cellWidth` x `cellHeight` dots). */
export interface TextRun {
  text: string;
  bold: boolean;
  underline: number;
  reverse: boolean;
  cellWidth: number;
  cellHeight: number;
  widthScale: number;
  heightScale: number;
}

/** What a page is made of, top to bottom; every block spans the paper's width. */
export type Block =
  | { kind: 'text'; align: Align; runs: TextRun[]; height: number }
  | { kind: 'space'; height: number }
  | { kind: 'qr'; align: Align; matrix: QrMatrix; moduleDots: number; data: string }
  | {
      kind: 'barcode';
      align: Align;
      bars: string;
      moduleDots: number;
      height: number;
      hri: number;
      text: string;
      system: string;
    }
  | {
      kind: 'image';
      align: Align;
      widthBytes: number;
      height: number;
      data: Uint8Array;
      scaleX: number;
      scaleY: number;
    };

/** One page as received (up to a cut, or up to the end of the connection). */
export interface ReceivedPage {
  widthDots: number;
  blocks: Block[];
  /** The decoded text, one entry per printed line. */
  lines: string[];
  qrCodes: string[];
  barcodes: { system: string; text: string }[];
  /** False when the connection ended without a cut. */
  cut: boolean;
  /** Problems a real printer would show as a missing symbol (e.g. invalid barcode data). */
  warnings: string[];
}

/** Height of a block in dots. */
export function blockHeight(block: Block): number {
  switch (block.kind) {
    case 'text':
    case 'space':
      return block.height;
    case 'qr':
      return block.matrix.size * block.moduleDots;
    case 'barcode':
      return block.height + (block.hri & 1 ? 28 : 0) + (block.hri & 2 ? 28 : 0);
    case 'image':
      return block.height * block.scaleY;
  }
}

/** Width of a block's content in dots (what alignment moves). */
export function blockWidth(block: Block): number {
  switch (block.kind) {
    case 'text':
      return block.runs.reduce((sum, run) => sum + [...run.text].length * run.cellWidth, 0);
    case 'space':
      return 0;
    case 'qr':
      return block.matrix.size * block.moduleDots;
    case 'barcode':
      return block.bars.length * block.moduleDots;
    case 'image':
      return block.widthBytes * 8 * block.scaleX;
  }
}

/** Left edge of a block of `width` dots on paper `paperDots` wide. */
export function alignedX(align: Align, width: number, paperDots: number): number {
  if (align === 'left' || width >= paperDots) return 0;
  return align === 'center' ? Math.floor((paperDots - width) / 2) : paperDots - width;
}
