import type { KitchenTicket, RealtimeEvent } from '@kiosk/contracts';
import { KITCHEN_CHANNEL } from '@kiosk/domain';
import { useCallback, useRef, useState } from 'react';
import { getKitchenTickets } from '../api/get-kitchen-tickets';
import { mergeLoaded, type PushedTicket, pushedTicketOf, withTicket } from '../utils/pushed-tickets';
import { useLiveFeed } from './use-live-feed';

export interface RemovedNotice {
  id: string;
  queue_number: number;
  status: string;
}

/**
 * A station's tickets, live: every load replaces the list with the server's (so a display that was
 * offline gets every order it missed, each once) and reports the tickets that left since its last
 * cursor because they were cancelled or closed elsewhere. Each kitchen event carries the order's
 * ticket for the station, shown at once (a new paid order appears without waiting for a load);
 * only an order leaving the display (for its notice) or an event without tickets makes it load,
 * and a load keeps the pushed tickets its cursor does not cover yet.
 */
export function useKitchenDisplay(stationId: string | undefined) {
  const [tickets, setTickets] = useState<KitchenTicket[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [notices, setNotices] = useState<RemovedNotice[]>([]);
  const cursor = useRef<string | undefined>(undefined);
  const shown = useRef(new Set<string>());
  const pushed = useRef(new Map<string, PushedTicket>());

  const loadedFor = useRef<string | undefined>(undefined);

  const load = useCallback(async () => {
    // until the stations are known there is nothing to show
    if (!stationId) return;
    if (loadedFor.current !== stationId) {
      // another station: start over (its own cursor, no notices for the other station's tickets)
      loadedFor.current = stationId;
      cursor.current = undefined;
      shown.current = new Set();
      pushed.current = new Map();
    }
    const data = await getKitchenTickets(stationId, cursor.current);
    const gone = data.removed.filter(
      (r) => shown.current.has(r.id) && ['cancelled', 'completed', 'refunded'].includes(r.status),
    );
    if (gone.length > 0) setNotices((n) => [...n, ...gone].slice(-5));
    cursor.current = data.cursor;
    const list = mergeLoaded(data.tickets, data.cursor, pushed.current);
    shown.current = new Set(list.map((t) => t.id));
    setTickets(list);
    setLoaded(true);
  }, [stationId]);

  const onEvent = useCallback(
    (event: RealtimeEvent): boolean => {
      if (!stationId || loadedFor.current !== stationId) return false;
      const update = pushedTicketOf(event.payload, stationId);
      if (!update) return false;
      const known = pushed.current.get(update.orderId);
      if (known && known.seq >= update.seq) return true;
      pushed.current.set(update.orderId, { seq: update.seq, ticket: update.ticket });
      setTickets((list) => withTicket(list, update.orderId, update.ticket));
      if (update.ticket) {
        shown.current.add(update.orderId);
        return true;
      }
      // it left this display: a load says why (cancelled, refunded: the notice); never shown: nothing
      return !shown.current.has(update.orderId);
    },
    [stationId],
  );

  const { offline, refresh } = useLiveFeed(KITCHEN_CHANNEL, load, undefined, onEvent);
  const dismiss = (id: string) => setNotices((n) => n.filter((x) => x.id !== id));
  return { tickets, loaded, offline, refresh, notices, dismiss };
}
