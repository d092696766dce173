import { type KitchenTicket, kitchenTicketSchema } from '@kiosk/contracts';

/** An order's ticket as an event of the kitchen channel brought it (null: the station does not show it). */
export interface PushedTicket {
  seq: number;
  ticket: KitchenTicket | null;
}

/**
 * The ticket a kitchen event carries for one station (the server adds `tickets`: station id ->
 * ticket, for the stations that show the order), or undefined when the event carries none (then
 * only a load of the list tells).
 */
export function pushedTicketOf(
  payload: Record<string, unknown>,
  stationId: string,
): ({ orderId: string } & PushedTicket) | undefined {
  const { tickets, order_id: orderId, seq } = payload;
  if (typeof orderId !== 'string' || typeof tickets !== 'object' || tickets === null) return undefined;
  const sequence = Number(seq);
  if (!Number.isSafeInteger(sequence)) return undefined;
  const own = (tickets as Record<string, unknown>)[stationId];
  if (own === undefined) return { orderId, seq: sequence, ticket: null };
  const parsed = kitchenTicketSchema.safeParse(own);
  return parsed.success ? { orderId, seq: sequence, ticket: parsed.data } : undefined;
}

/** The list with this order's ticket replaced (or removed), oldest first as the server orders them. */
export function withTicket(
  list: readonly KitchenTicket[],
  orderId: string,
  ticket: KitchenTicket | null,
): KitchenTicket[] {
  const rest = list.filter((t) => t.id !== orderId);
  if (!ticket) return rest;
  const at = rest.findIndex((t) => t.since > ticket.since);
  if (at < 0) return [...rest, ticket];
  return [...rest.slice(0, at), ticket, ...rest.slice(at)];
}

/**
 * A loaded list with the pushed tickets the load may not have seen yet: those whose event came
 * after the load's cursor. Pushed tickets the load covers are forgotten (`pushed` is pruned).
 */
export function mergeLoaded(
  loaded: readonly KitchenTicket[],
  cursor: string,
  pushed: Map<string, PushedTicket>,
): KitchenTicket[] {
  const covered = Number(cursor);
  let list = [...loaded];
  for (const [orderId, entry] of pushed) {
    if (entry.seq <= covered) pushed.delete(orderId);
    else list = withTicket(list, orderId, entry.ticket);
  }
  return list;
}
