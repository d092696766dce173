import { groupCustomizations } from '../kitchen/kitchen-rules.js';
import type { PrintBlock } from './ticket-layout.js';
import { wrapText } from './ticket-layout.js';

/**
 * Printed money: kuruş as Turkish lira with a decimal comma and dotted thousands ("1.234,50 TL").
 * Written by hand (not Intl) so every printer and every runtime prints the same bytes.
 */
export function printedLira(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const lira = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${lira},${String(abs % 100).padStart(2, '0')} TL`;
}

/** `left` and `right` on one line of `columns` (left wrapped above when both do not fit). */
export function columnsLine(left: string, right: string, columns: number): string[] {
  const room = columns - Array.from(right).length - 1;
  const lines = wrapText(left, Math.max(room, 1));
  const last = lines.pop() ?? '';
  const gap = columns - Array.from(last).length - Array.from(right).length;
  if (gap < 1) return [...lines, last, ...wrapText(right, columns).map((l) => l.padStart(columns))];
  return [...lines, `${last}${' '.repeat(gap)}${right}`];
}

export interface SlipLineInput {
  product_name: string;
  quantity: number;
  /** What the customer pays for the line (a deal: its parts' totals), after its savings. */
  total_price_minor: number;
  configurations: unknown;
  /** The line's savings (a promotion's name, or a manual discount's reason), issue 33. */
  savings?: Array<{ name: string; amount_minor: number }> | undefined;
  /** A meal deal's parts, printed under it. */
  parts?:
    | Array<{ product_name: string; quantity: number; group_name: string | null; configurations: unknown }>
    | undefined;
}

/** A customer slip job's payload: a snapshot of the paid order (written with the payment). */
export interface CustomerSlipInput {
  order_id: string;
  order_number: string;
  queue_number: number;
  order_type: string;
  source: string;
  /** Local time the order was paid, "YYYY-MM-DDTHH:MM:SS". */
  at: string;
  lines: SlipLineInput[];
  total_minor: number;
  /** Before savings, and the savings (issue 33; older jobs have neither). */
  gross_minor?: number | undefined;
  discount_minor?: number | undefined;
  /** The fiscal receipt came from the card terminal: this slip is not one ("Fiş yerine geçmez"). */
  fiscal_by_terminal: boolean;
  business?: string | null | undefined;
}

const center = { align: 'center' as const };
const plain = (lines: string[], style: { bold?: boolean; align?: 'center' } = {}): PrintBlock[] =>
  lines.map((text) => ({ type: 'text', text, ...style }));

const optionLines = (configurations: unknown, width: number, pad: string) =>
  groupCustomizations(configurations).flatMap((step) =>
    plain(wrapText(step.options.join(', '), width).map((l) => `${pad}${l}`)),
  );

/** A line with its price, its options, a deal's parts under it and each saving ("Happy hour  -12,00 TL"). */
function slipLineBlocks(line: SlipLineInput, columns: number): PrintBlock[] {
  const head = `${line.quantity} x ${line.product_name}`;
  const blocks = plain(columnsLine(head, printedLira(line.total_price_minor), columns));
  blocks.push(...optionLines(line.configurations, columns - 4, '    '));
  for (const part of line.parts ?? []) {
    const units = part.quantity === line.quantity ? '' : `${part.quantity} x `;
    const name = `${part.group_name ? `${part.group_name}: ` : ''}${units}${part.product_name}`;
    blocks.push(...plain(wrapText(name, columns - 2).map((l) => `  ${l}`)));
    blocks.push(...optionLines(part.configurations, columns - 6, '      '));
  }
  for (const saving of line.savings ?? []) {
    const text = columnsLine(saving.name, printedLira(-saving.amount_minor), columns - 2);
    blocks.push(...plain(text.map((l) => `  ${l}`)));
  }
  return blocks;
}

/**
 * The customer's slip (kiosk and till): the queue number very large, the items with their prices,
 * the total, "Fiş yerine geçmez" when the fiscal receipt came from the terminal, and the digital
 * receipt's QR when a link could be made (`receiptUrl`).
 */
export function customerSlipLayout(
  slip: CustomerSlipInput,
  columns: number,
  options: { receiptUrl?: string | null; reprint?: boolean } = {},
): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  if (options.reprint) blocks.push({ type: 'text', text: '*** TEKRAR ***', bold: true, ...center });
  if (slip.business) blocks.push(...plain(wrapText(slip.business, columns), { bold: true, ...center }));
  blocks.push({ type: 'text', text: 'SIRA NUMARANIZ', bold: true, ...center });
  blocks.push({ type: 'text', text: String(slip.queue_number), size: 3, bold: true, ...center });
  const eatIn = slip.order_type === 'takeaway' ? 'PAKET' : 'RESTORANDA';
  blocks.push({ type: 'text', text: eatIn, size: 2, bold: true, ...center });
  const when = `${slip.at.slice(8, 10)}.${slip.at.slice(5, 7)}.${slip.at.slice(0, 4)} ${slip.at.slice(11, 16)}`;
  blocks.push(...plain(wrapText(`${slip.order_number} · ${when}`, columns), center));
  blocks.push({ type: 'rule' });
  for (const line of slip.lines) blocks.push(...slipLineBlocks(line, columns));
  blocks.push({ type: 'rule' });
  if (slip.discount_minor && slip.discount_minor > 0) {
    blocks.push(...plain(columnsLine('ARA TOPLAM', printedLira(slip.gross_minor ?? 0), columns)));
    blocks.push(...plain(columnsLine('İNDİRİM', printedLira(-slip.discount_minor), columns)));
  }
  blocks.push(...plain(columnsLine('TOPLAM', printedLira(slip.total_minor), columns), { bold: true }));
  if (slip.fiscal_by_terminal) {
    blocks.push({ type: 'rule' });
    blocks.push({ type: 'text', text: 'FİŞ YERİNE GEÇMEZ', bold: true, ...center });
    blocks.push(...plain(wrapText('Mali fişiniz ödeme cihazından verilmiştir.', columns), center));
  }
  if (options.receiptUrl) {
    blocks.push(...plain(wrapText('Dijital fişiniz için okutun:', columns), center));
    blocks.push({ type: 'qr', value: options.receiptUrl });
  }
  blocks.push(...plain(['Afiyet olsun!'], center));
  return blocks;
}
