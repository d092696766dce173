/** A cart line as the checkout receives it. */
export interface DraftLine {
  product_id: string;
  quantity: number;
  selection: Record<string, Record<string, number>>;
  /** A meal deal's chosen parts. */
  parts?: Array<{ group_id: string; product_id: string; selection: Record<string, Record<string, number>> }>;
  note?: string;
  /** The product's name, for the line notes in the order note. */
  name?: string;
}

/**
 * The order's note: the cart's order note, then each line note as "2× Burger: az pişmiş" (the
 * order contract has no per-line note). Cut to the 500 characters the server accepts.
 */
export function orderNotes(
  lines: DraftLine[],
  notes: string | undefined,
  lineLabel: (n: number) => string,
): string | undefined {
  const parts: string[] = [];
  if (notes?.trim()) parts.push(notes.trim());
  lines.forEach((line, index) => {
    const note = line.note?.trim();
    if (note) parts.push(`${line.quantity}× ${line.name?.trim() || lineLabel(index + 1)}: ${note}`);
  });
  if (parts.length === 0) return undefined;
  const joined = parts.join('\n');
  return joined.length > 500 ? `${joined.slice(0, 499)}…` : joined;
}
