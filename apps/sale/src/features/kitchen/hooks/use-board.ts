import type { Board } from '@kiosk/contracts';
import { BOARD_CHANNEL } from '@kiosk/domain';
import type { ApiClient } from '@kiosk/ui';
import { useCallback, useRef, useState } from 'react';
import { getBoard } from '../api/get-board';
import { newlyReady } from '../utils/board-changes';
import { playChime } from '../utils/chime';
import { useLiveFeed } from './use-live-feed';

const HIGHLIGHT_MS = 15_000;

/**
 * The order-ready board, live: numbers preparing and ready; a number that becomes ready chimes and
 * is highlighted for a while. Polls every 15 s too, so ready numbers leave after their time.
 * `api`: the staff member's or the board device's client (the realtime client is the nearest provider's).
 */
export function useBoard(api: ApiClient, readyMinutes: number) {
  const [board, setBoard] = useState<Board | undefined>(undefined);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const previous = useRef<number[] | undefined>(undefined);

  const load = useCallback(async () => {
    const data = await getBoard(api, readyMinutes);
    const numbers = data.ready.map((r) => r.queue_number);
    const fresh = newlyReady(previous.current, numbers);
    previous.current = numbers;
    setBoard(data);
    if (fresh.length > 0) {
      playChime();
      setHighlighted((h) => new Set([...h, ...fresh]));
      setTimeout(
        () => setHighlighted((h) => new Set([...h].filter((n) => !fresh.includes(n)))),
        HIGHLIGHT_MS,
      );
    }
  }, [api, readyMinutes]);

  const { offline } = useLiveFeed(BOARD_CHANNEL, load, 15_000);
  return { board, highlighted, offline };
}
