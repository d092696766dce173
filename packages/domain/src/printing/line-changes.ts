/** A line as a kitchen ticket shows it. */
export interface ChangedLine {
  id?: string | undefined;
  product_id: string | null;
  product_name: string;
  quantity: number;
  configurations: unknown;
  /** A meal deal's part (issue 33): its deal's name and its group; told apart from a plain line. */
  deal_name?: string | undefined;
  deal_group?: string | undefined;
}

const lineKey = (l: ChangedLine) =>
  `${l.product_id}|${l.product_name}|${JSON.stringify(l.configurations ?? [])}|${l.deal_name ?? ''}|${l.deal_group ?? ''}`;

function counted(lines: readonly ChangedLine[]) {
  const map = new Map<string, { line: ChangedLine; quantity: number }>();
  for (const line of lines) {
    const entry = map.get(lineKey(line));
    if (entry) entry.quantity += line.quantity;
    else map.set(lineKey(line), { line, quantity: line.quantity });
  }
  return map;
}

function beyond(a: ReturnType<typeof counted>, b: ReturnType<typeof counted>): ChangedLine[] {
  return [...a.entries()].flatMap(([key, { line, quantity }]) => {
    const extra = quantity - (b.get(key)?.quantity ?? 0);
    return extra > 0 ? [{ ...line, quantity: extra }] : [];
  });
}

/**
 * What the kitchen must hear of a change of an order's lines (issue 35): the lines (or the part of
 * a quantity) that are new, printed "EK", and those taken off, printed "İPTAL". Lines are told apart
 * by product, name and customizations, not by row id, because the edits delete and re-insert every
 * line: an unchanged order gives nothing.
 */
export function kitchenLineChanges(
  before: readonly ChangedLine[],
  after: readonly ChangedLine[],
): { added: ChangedLine[]; removed: ChangedLine[] } {
  const old = counted(before);
  const now = counted(after);
  return { added: beyond(now, old), removed: beyond(old, now) };
}
