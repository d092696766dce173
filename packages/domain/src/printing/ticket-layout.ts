import { groupCustomizations } from '../kitchen/kitchen-rules.js';

/**
 * Printed tickets (issue 35) as a list of blocks a printer driver encodes (server: ESC/POS with the
 * printer's code page). Pure: the layout of a kitchen ticket and of the test page, with long
 * (Turkish) names wrapped to the paper's columns (32 on 58 mm, 42 or 48 on 80 mm).
 */
export type PrintBlock =
  | { type: 'text'; text: string; size?: 1 | 2 | 3; bold?: boolean; align?: 'left' | 'center' }
  | { type: 'qr'; value: string }
  | { type: 'rule' };

export const PAPER_COLUMNS = [32, 42, 48] as const;

/** Every Turkish letter, upper and lower case (the test page and the code page tests print it). */
export const TURKISH_LETTERS = 'ÇçĞğIıİiÖöŞşÜü';

/**
 * Splits text into lines of at most `width` characters at spaces; a word longer than a line is cut.
 * Later lines start with `indent` spaces (a hanging indent under "2 x ").
 */
export function wrapText(text: string, width: number, indent = 0): string[] {
  const lines: string[] = [];
  let current = '';
  const room = () => (lines.length === 0 ? width : width - indent);
  const push = () => {
    lines.push(lines.length === 0 ? current : ' '.repeat(indent) + current);
    current = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = Array.from(word);
    if (current && Array.from(current).length + 1 + rest.length > room()) push();
    while (!current && rest.length > room()) {
      current = rest.slice(0, room()).join('');
      rest = rest.slice(room());
      push();
    }
    if (rest.length > 0) current = current ? `${current} ${rest.join('')}` : rest.join('');
  }
  if (current || lines.length === 0) push();
  return lines;
}

export interface TicketLineInput {
  product_name: string;
  quantity: number;
  configurations: unknown;
  /** A meal deal's part: its deal's order line, name and quantity, and the part's group. */
  deal_id?: string | undefined;
  deal_name?: string | undefined;
  deal_quantity?: number | undefined;
  deal_group?: string | undefined;
}

export interface KitchenTicketInput {
  order_id: string;
  order_number: string;
  queue_number: number;
  order_type: string;
  source: string;
  label?: string | null | undefined;
  notes?: string | null | undefined;
  /** Local time the job was written, "YYYY-MM-DDTHH:MM:SS". */
  at: string;
  /** 'new': the order reached the kitchen; 'add': lines added to it ("EK"); 'cancel': lines taken off ("İPTAL"). */
  mode: 'new' | 'add' | 'cancel';
  stations: Array<{ name: string; lines: TicketLineInput[] }>;
}

const SOURCE_NAMES: Record<string, string> = { kiosk: 'Kiosk', till: 'Kasa', open_order: 'Açık sipariş' };

function texts(lines: string[], style: Omit<Extract<PrintBlock, { type: 'text' }>, 'type' | 'text'> = {}) {
  return lines.map((text): PrintBlock => ({ type: 'text', text, ...style }));
}

function lineBlocks(line: TicketLineInput, columns: number, cancelled: boolean): PrintBlock[] {
  const head = `${line.quantity} x ${cancelled ? 'İPTAL ' : ''}${line.product_name}`;
  const indent = `${line.quantity} x `.length;
  const blocks = texts(wrapText(head, Math.floor(columns / 2), Math.min(indent, 4)), { size: 2, bold: true });
  for (const step of groupCustomizations(line.configurations)) {
    const text = step.step ? `${step.step}: ${step.options.join(', ')}` : step.options.join(', ');
    blocks.push(...texts(wrapText(text, columns - 2, 4).map((l) => `  ${l}`)));
  }
  return blocks;
}

/**
 * A station's lines: a plain line as it is; a meal deal as one line ("1 x Klasik Burger Menü")
 * with the parts this station makes indented under it ("Ana ürün: Klasik Burger" and their
 * customizations), the parts of one deal kept together.
 */
function stationBlocks(lines: readonly TicketLineInput[], columns: number, cancelled: boolean): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  const done = new Set<string>();
  for (const line of lines) {
    if (!line.deal_id) {
      blocks.push(...lineBlocks(line, columns, cancelled));
      continue;
    }
    if (done.has(line.deal_id)) continue;
    done.add(line.deal_id);
    const quantity = line.deal_quantity ?? line.quantity;
    blocks.push(
      ...lineBlocks(
        { ...line, product_name: line.deal_name ?? '', quantity, configurations: [] },
        columns,
        cancelled,
      ),
    );
    for (const part of lines.filter((l) => l.deal_id === line.deal_id)) {
      const units = part.quantity === quantity ? '' : `${part.quantity} x `;
      const name = `${part.deal_group ? `${part.deal_group}: ` : ''}${units}${part.product_name}`;
      blocks.push(
        ...texts(
          wrapText(name, columns - 2, 4).map((l) => `  ${l}`),
          { bold: true },
        ),
      );
      for (const step of groupCustomizations(part.configurations)) {
        const text = step.step ? `${step.step}: ${step.options.join(', ')}` : step.options.join(', ');
        blocks.push(...texts(wrapText(text, columns - 4, 4).map((l) => `    ${l}`)));
      }
    }
  }
  return blocks;
}

/** The kitchen ticket: what is new (or taken off) for the printer's stations, grouped by station. */
export function kitchenTicketLayout(
  ticket: KitchenTicketInput,
  columns: number,
  options: { reprint?: boolean } = {},
): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  const center = { align: 'center' as const };
  if (options.reprint) blocks.push({ type: 'text', text: '*** TEKRAR ***', size: 2, bold: true, ...center });
  if (ticket.mode === 'add')
    blocks.push({ type: 'text', text: '+++ EK +++', size: 2, bold: true, ...center });
  if (ticket.mode === 'cancel')
    blocks.push({ type: 'text', text: 'xxx İPTAL xxx', size: 2, bold: true, ...center });
  blocks.push({ type: 'text', text: `#${ticket.queue_number}`, size: 3, bold: true, ...center });
  const eatIn = ticket.order_type === 'takeaway' ? 'PAKET' : 'RESTORANDA';
  blocks.push({ type: 'text', text: eatIn, size: 2, bold: true, ...center });
  const time = ticket.at.slice(11, 16);
  const source = SOURCE_NAMES[ticket.source] ?? ticket.source;
  blocks.push(...texts(wrapText(`${source} ${time} ${ticket.order_number}`, columns), center));
  if (ticket.label) blocks.push(...texts(wrapText(ticket.label, columns), { ...center, bold: true }));
  for (const station of ticket.stations) {
    blocks.push({ type: 'rule' });
    blocks.push(...texts(wrapText(station.name.toLocaleUpperCase('tr'), columns), { bold: true }));
    blocks.push(...stationBlocks(station.lines, columns, ticket.mode === 'cancel'));
  }
  blocks.push({ type: 'rule' });
  if (ticket.notes) blocks.push(...texts(wrapText(`Not: ${ticket.notes}`, columns), { bold: true }));
  blocks.push({ type: 'qr', value: ticket.order_id });
  return blocks;
}

/** The test page: the printer's name and settings, every Turkish letter in both sizes, a QR code. */
export function testPageLayout(printer: { name: string; codePage: string }, columns: number): PrintBlock[] {
  return [
    { type: 'text', text: 'TEST SAYFASI', size: 2, bold: true, align: 'center' },
    ...texts(wrapText(`${printer.name} · ${printer.codePage} · ${columns} sütun`, columns)),
    { type: 'rule' },
    { type: 'text', text: TURKISH_LETTERS },
    { type: 'text', text: TURKISH_LETTERS, size: 2, bold: true },
    ...texts(wrapText('Pijamalı hasta yağız şoföre çabucak güvendi.', columns)),
    { type: 'text', text: '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns) },
    { type: 'rule' },
    { type: 'qr', value: 'KIOSK-PRINTER-TEST' },
  ];
}
