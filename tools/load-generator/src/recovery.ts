import type { Client, Ledger } from './fleet.js';
import type { HttpClient } from './http.js';
import type { OrderKind } from './orders.js';

/** An order the generator saw paid: what the terminals should have charged to a card for it. */
export interface PaidOrder {
  id: string;
  kind: OrderKind;
  /** The card part: the whole total at a kiosk, half at a split till order, 0 in cash. */
  cardMinor: number;
  /** When its client saw it paid (ms since epoch). */
  paidAt: number;
}

/** A client that lost its socket: its gaps (ms since epoch) and the paid orders its catch-up read recovered. */
export interface ReconnectedClient {
  kind: Client['kind'];
  n: number;
  gaps: Array<{ from: number; to: number | null }>;
  recovered: number;
}

/** The card amount of a paid order of `kind` and `totalMinor`, as orders.ts pays it. */
export function cardMinorOf(kind: OrderKind, totalMinor: number): number {
  if (kind === 'kioskCard') return totalMinor;
  return kind === 'tillSplit' ? Math.floor(totalMinor / 2) : 0;
}

const data = (json: Record<string, unknown>) => (json.data ?? {}) as Record<string, unknown>;

/**
 * The ids of the orders a display's catch-up read shows: the kitchen's open tickets (by order id),
 * the board's queue numbers (mapped to the orders created with them).
 */
export function recoveredIds(kind: Client['kind'], json: Record<string, unknown>, ledger: Ledger): string[] {
  if (kind === 'kitchen')
    return ((data(json).tickets ?? []) as Array<{ id?: unknown }>).map((t) => String(t.id));
  const board = data(json) as { preparing?: Array<{ queue_number: number }>; ready?: typeof board.preparing };
  const numbers = new Set([...(board.preparing ?? []), ...(board.ready ?? [])].map((b) => b.queue_number));
  return [...(ledger.created ?? new Map())]
    .filter(([, order]) => order.reference_number !== undefined && numbers.has(order.reference_number))
    .map(([id]) => id);
}

/**
 * After each re-join the kitchen displays and boards read what they missed, as the apps do (the
 * kitchen's tickets, the board); the orders it shows count as recovered for that client.
 */
export function catchUpOnRejoin(clients: Client[], sale: HttpClient, ledger: Ledger): void {
  for (const client of clients) {
    if ((client.kind !== 'kitchen' && client.kind !== 'board') || !client.socket) continue;
    const path = client.kind === 'kitchen' ? '/functions/v1/kitchen/tickets' : '/functions/v1/kitchen/board';
    client.socket.onRejoin = () =>
      void sale.call(client.n, 'GET', path, { token: client.token }).then((reply) => {
        client.recovered ??= new Set();
        for (const id of recoveredIds(client.kind, reply.json, ledger)) client.recovered.add(id);
      });
  }
}

/** Of the paid orders a display or board of their store never received, those its catch-up read showed. */
export function recoveredEvents(clients: Client[], ledger: Ledger, paid: Iterable<string>) {
  const counts = { kitchen: 0, board: 0 };
  const ids = [...paid];
  for (const client of clients) {
    if ((client.kind !== 'kitchen' && client.kind !== 'board') || !client.recovered) continue;
    for (const id of ids) {
      if (ledger.orderStore.get(id) !== client.storeIndex || !client.recovered.has(id)) continue;
      const seq = ledger.paidSeq.get(id);
      if (seq === undefined || client.seqs.get(seq) === 0) counts[client.kind] += 1;
    }
  }
  return counts;
}

/** The clients whose socket was cut, with their gaps and how many orders their catch-up recovered. */
export function reconnectedClients(clients: Client[]): ReconnectedClient[] {
  return clients
    .filter((c) => (c.socket?.gaps.length ?? 0) > 0)
    .map((c) => ({
      kind: c.kind,
      n: c.n,
      gaps: (c.socket?.gaps ?? []).map((g) => ({ from: g.from, to: g.to ?? null })),
      recovered: c.recovered?.size ?? 0,
    }));
}
