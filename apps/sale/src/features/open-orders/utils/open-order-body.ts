import type { CreateOpenOrder } from '@kiosk/contracts';

/**
 * The new tab as the server takes it: the label trimmed, a note only when written, and a
 * customer's name split into first name and the rest as family name (no T.C. number or district).
 */
export function openOrderBody(input: {
  kind: CreateOpenOrder['label']['kind'];
  label: string;
  note: string;
  customer: string;
  items: CreateOpenOrder['items'];
}): CreateOpenOrder {
  const [firstName = '', ...rest] = input.customer.trim().split(/\s+/);
  return {
    label: { kind: input.kind, text: input.label.trim() },
    items: input.items,
    ...(input.note.trim() ? { note: input.note.trim() } : {}),
    ...(input.customer.trim()
      ? { customer: { firstName, familyName: rest.join(' '), tcKimlikNo: '', district: '' } }
      : {}),
  };
}
