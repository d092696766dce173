/**
 * Printer modes and the status bytes an Epson-compatible printer answers to DLE EOT n (real-time
 * status, n = 1..4) and GS r 1 (paper sensor). Bits 1 and 4 of every DLE EOT answer are fixed to 1
 * (0x12); the rest say what is wrong (Epson ESC/POS reference, DLE EOT):
 *   n=1 printer:      bit 3 offline
 *   n=2 offline cause: bit 2 cover open, bit 5 printing stopped by paper end, bit 6 error
 *   n=3 error cause:   bit 6 auto-recoverable error (e.g. head too hot)
 *   n=4 paper sensor:  bits 5+6 roll paper end (bits 2+3 near end)
 */
export const PRINTER_MODES = ['normal', 'offline', 'paper_out', 'cover_open', 'off'] as const;
export type PrinterMode = (typeof PRINTER_MODES)[number];

const FIXED = 0x12;
const OFFLINE = 0x08;
const COVER_OPEN = 0x04;
const PAPER_END_STOP = 0x20;
const ERROR = 0x40;
const AUTO_RECOVERABLE = 0x40;
const ROLL_PAPER_END = 0x60;

/** The one status byte answering DLE EOT n in this mode (undefined for n outside 1..4: no answer). */
export function realTimeStatus(mode: PrinterMode, n: number): number | undefined {
  switch (n) {
    case 1:
      return FIXED | (mode === 'normal' ? 0 : OFFLINE);
    case 2:
      if (mode === 'cover_open') return FIXED | COVER_OPEN;
      if (mode === 'paper_out') return FIXED | PAPER_END_STOP;
      return FIXED | (mode === 'offline' ? ERROR : 0);
    case 3:
      return FIXED | (mode === 'offline' ? AUTO_RECOVERABLE : 0);
    case 4:
      return FIXED | (mode === 'paper_out' ? ROLL_PAPER_END : 0);
    default:
      return undefined;
  }
}

/** GS r 1 (transmit paper sensor status): bits 2+3 paper end, 0+1 near end. */
export function paperSensorStatus(mode: PrinterMode): number {
  return mode === 'paper_out' ? 0x0f : 0x00;
}

/** Whether a page received in this mode comes out of the printer. */
export function canPrint(mode: PrinterMode): boolean {
  return mode === 'normal';
}

/** Reads DLE EOT answers back (what the server's printer worker will do). */
export function describeStatus(n: number, byte: number): string[] {
  const problems: string[] = [];
  if (n === 1 && byte & OFFLINE) problems.push('offline');
  if (n === 2 && byte & COVER_OPEN) problems.push('cover open');
  if (n === 2 && byte & PAPER_END_STOP) problems.push('stopped: paper end');
  if (n === 2 && byte & ERROR) problems.push('error');
  if (n === 3 && byte & AUTO_RECOVERABLE) problems.push('auto-recoverable error');
  if (n === 4 && (byte & ROLL_PAPER_END) === ROLL_PAPER_END) problems.push('paper end');
  return problems;
}
