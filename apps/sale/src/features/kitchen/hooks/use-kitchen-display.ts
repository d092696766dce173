import type { KitchenTicket } from '@kiosk/contracts';
import { useCallback, useRef, useState } from 'react';
import { getKitchenTickets } from '../api/get-kitchen-tickets';
import { useLiveFeed } from './use-live-feed';

export interface RemovedNotice {
  id: string;
  queue_number: number;
  status: string;
}

/**
 * A station's tickets, live: every load replaces the list with the server's (so a display that was
 * offline gets every order it missed, each once) and reports the tickets that left since its last
 * cursor because they were cancelled or closed elsewhere.
 */
export function useKitchenDisplay(stationId: string | undefined) {
  const [tickets, setTickets] = useState<KitchenTicket[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [notices, setNotices] = useState<RemovedNotice[]>([]);
  const cursor = useRef<string | undefined>(undefined);
  const shown = useRef(new Set<string>());

  const loadedFor = useRef<string | undefined>(undefined);

  const load = useCallback(async () => {
    // until the stations are known there is nothing to show
    if (!stationId) return;
    if (loadedFor.current !== stationId) {
      // another station: start over (its own cursor, no notices for the other station's tickets)
      loadedFor.current = stationId;
      cursor.current = undefined;
      shown.current = new Set();
    }
    const data = await getKitchenTickets(stationId, cursor.current);
    const gone = data.removed.filter(
      (r) => shown.current.has(r.id) && ['cancelled', 'completed', 'refunded'].includes(r.status),
    );
    if (gone.length > 0) setNotices((n) => [...n, ...gone].slice(-5));
    cursor.current = data.cursor;
    shown.current = new Set(data.tickets.map((t) => t.id));
    setTickets(data.tickets);
    setLoaded(true);
  }, [stationId]);

  const { offline, refresh } = useLiveFeed('kitchen', load);
  const dismiss = (id: string) => setNotices((n) => n.filter((x) => x.id !== id));
  return { tickets, loaded, offline, refresh, notices, dismiss };
}
