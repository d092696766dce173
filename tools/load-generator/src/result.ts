import type { Client, Ledger } from './fleet.js';
import type { PaidOrder, ReconnectedClient } from './recovery.js';
import type { Percentiles } from './stats.js';

/** Events of one kind: how many should have arrived (client x event), arrived, were lost, came twice. */
export interface EventCount {
  expected: number;
  received: number;
  lost: number;
  duplicated: number;
}

/**
 * The result JSON (`--out`). Goals (milliseconds): `orderCreate`, `payTapToApproved` (start ->
 * status `paid` at the kiosk, terminal time included), `paidToKitchenDisplay` and `paidToBoard`
 * (the kitchen event's `at` -> received, per display of the order's store), `menuChangeToKiosk`
 * (the admin's PATCH sent -> received, per kiosk), `dashboard`.
 */
export interface LoadResult {
  seconds: number;
  orders: {
    kioskCard: number;
    tillCash: number;
    tillSplit: number;
    paid: number;
    notPaid: number;
    noFreeClient: number;
    perSecond: number;
  };
  goals: Record<string, Percentiles>;
  failedRequests: Array<{ route: string; status: number; count: number; setup: number; examples: string[] }>;
  retriedRequests: Record<string, number>;
  events: {
    kitchen: EventCount;
    board: EventCount;
    menu: EventCount;
    /** Kitchen 'paid' events a display received for another store's order (no store scoping today). */
    kitchenOtherStores: number;
    /** Every event every client received, all channels. */
    total: number;
    /** Of `lost`, the paid orders a display's or board's catch-up read after a re-join showed. */
    recovered?: { kitchen: number; board: number };
  };
  /** The window's paid orders (kind, card amount), to check against the database and the terminals. */
  paidOrders?: PaidOrder[];
  /** The clients whose socket was cut: gaps and what their catch-up recovered. */
  reconnectedClients?: ReconnectedClient[];
  reconnects: number;
  socketsOpenAtEnd: number;
  socketsFailed: number;
  sockets: number;
  clientCpuMs: number;
  setup: { signIn: Percentiles & { seconds: number }; connectSeconds: number };
  /** The second window (`config.second`), measured the same way on the same clients. */
  second?: LoadResult;
}

/** Each paid order must reach every kitchen display and board of its store once; each menu change every kiosk once. */
export function tallyEvents(clients: Client[], ledger: Ledger, paid: Set<string>, changes: string[]) {
  const byStore = new Map<string, Client[]>();
  for (const c of clients) {
    const key = `${c.kind}:${c.storeIndex}`;
    byStore.set(key, [...(byStore.get(key) ?? []), c]);
  }
  const count = (kind: 'kitchen' | 'board'): EventCount => {
    const tally: EventCount = { expected: 0, received: 0, lost: 0, duplicated: 0 };
    for (const orderId of paid) {
      const store = ledger.orderStore.get(orderId);
      const seq = ledger.paidSeq.get(orderId);
      for (const client of byStore.get(`${kind}:${store}`) ?? []) {
        tally.expected += 1;
        const n = seq === undefined ? 0 : client.seqs.get(seq);
        if (n === 0) tally.lost += 1;
        else tally.received += 1;
      }
    }
    for (const client of clients) if (client.kind === kind) tally.duplicated += client.seqs.duplicates();
    return tally;
  };
  const menu: EventCount = { expected: 0, received: 0, lost: 0, duplicated: 0 };
  for (const client of clients) {
    if (client.kind !== 'kiosk') continue;
    for (const key of changes) {
      menu.expected += 1;
      const n = client.menu.get(key) ?? 0;
      if (n === 0) menu.lost += 1;
      else menu.received += 1;
      if (n > 1) menu.duplicated += n - 1;
    }
  }
  return {
    kitchen: count('kitchen'),
    board: count('board'),
    menu,
    kitchenOtherStores: clients.reduce((sum, c) => sum + c.foreign, 0),
    total: clients.reduce((sum, c) => sum + c.received, 0),
  };
}
