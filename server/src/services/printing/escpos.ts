import type { PrintBlock } from '@kiosk/domain';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/** What the encoder needs of a printer. */
export interface PrinterFormat {
  columns: number;
  /** Code page name as the encoder knows it (cp857, windows1254, ...). */
  code_page: string;
  /** The printer model's `ESC t` number for that code page (Epson: PC857 = 13, WPC1254 = 48). */
  code_page_number: number;
  cuts: boolean;
}

/**
 * ESC/POS bytes of a layout for one printer, with `@point-of-sale/receipt-printer-encoder` (no
 * hand-written code page tables): initialise, the printer's code page selected with its model's
 * number, each block, a feed and (if it cuts) a cut.
 */
export function encodeBlocks(blocks: PrintBlock[], printer: PrinterFormat): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: printer.columns,
    codepageMapping: { [printer.code_page]: printer.code_page_number },
    feedBeforeCut: 4,
  });
  let e = encoder.initialize().codepage(printer.code_page as 'cp857');
  for (const block of blocks) {
    if (block.type === 'rule') {
      e = e.rule();
    } else if (block.type === 'qr') {
      e = e.align('center').qrcode(block.value, 2, 6, 'm').newline().align('left');
    } else {
      const size = block.size ?? 1;
      e = e
        .align(block.align ?? 'left')
        .bold(block.bold ?? false)
        .size(size, size)
        .line(block.text)
        .size(1, 1)
        .bold(false)
        .align('left');
    }
  }
  e = e.newline();
  if (printer.cuts) e = e.cut();
  return e.encode();
}
