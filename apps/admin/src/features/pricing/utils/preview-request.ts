import type { Deal, PricePreview } from '@kiosk/contracts';
import type { OrderChannel } from './promotion-form';
import { zonedInstant } from './time-windows';

/** A cart line in the preview: a product, or a deal with one product chosen per group. */
export interface PreviewLine {
  key: string;
  product_id: string;
  quantity: number;
  /** group id → chosen product id ('' : none), for a deal. */
  parts: Record<string, string>;
}

export interface PreviewInput {
  lines: PreviewLine[];
  channel: OrderChannel;
  store_id: string;
  when: 'now' | 'at';
  date: string;
  time: string;
}

/** A deal's opening choices: each group's first allowed product when the group must be chosen. */
export function defaultParts(deal: Deal | undefined): Record<string, string> {
  if (!deal) return {};
  return Object.fromEntries(
    deal.groups.map((g) => [g.id, g.min > 0 ? (g.choices[0]?.product_id ?? '') : '']),
  );
}

/**
 * The preview request: the lines (a deal's chosen parts in group order), the channel, the store
 * (none: every store's rules) and the instant: absent for "now", else the outlet's wall clock at
 * the chosen date and time. undefined when a chosen date or time is not complete.
 */
export function previewRequest(
  input: PreviewInput,
  deals: readonly Deal[],
  timeZone: string,
): PricePreview | undefined {
  const at = input.when === 'at' ? zonedInstant(input.date, input.time, timeZone) : undefined;
  if (input.when === 'at' && !at) return undefined;
  const lines = input.lines
    .filter((l) => l.product_id)
    .map((l) => {
      const deal = deals.find((d) => d.product_id === l.product_id);
      const parts = deal?.groups.flatMap((g) =>
        l.parts[g.id] ? [{ group_id: g.id, product_id: l.parts[g.id] as string, selection: {} }] : [],
      );
      return {
        id: l.key,
        product_id: l.product_id,
        quantity: Math.max(1, Math.trunc(l.quantity) || 1),
        selection: {},
        ...(parts ? { parts } : {}),
      };
    });
  if (lines.length === 0) return undefined;
  return { channel: input.channel, store_id: input.store_id || null, ...(at ? { at } : {}), lines };
}
