import type { CardAvailability } from '@kiosk/contracts';
import { createStore, isApiError, loadServerSchemas, NETWORK_ERROR_CODE, useStore } from '@kiosk/ui';
import { useEffect } from 'react';
import { api } from '../lib/session';

/** How often the kiosk asks whether it can take a card (a pairing with its terminal). */
const CARD_CHECK_INTERVAL_MS = 60_000;

/** What the kiosk knows of card payment: the server's answer, or that the server cannot be reached. */
export type CardState = CardAvailability | { available: false; reason: 'offline' };

/** The last answer; null before the first (or after an answer that said nothing: nothing is claimed). */
const cardAvailability = createStore<CardState | null>(null);

export function useCardAvailability(): CardState | null {
  return useStore(cardAvailability);
}

/**
 * Why the first screens say card payment cannot be taken, or null when nothing is to be said:
 * the server cannot be reached (a reload during a store node restart, the socket retrying), no
 * terminal is linked, or the terminal does not answer.
 */
export function cardNoticeReason(card: CardState | null, reconnecting: boolean): CardState['reason'] {
  if (reconnecting) return 'offline';
  return card && !card.available ? card.reason : null;
}

/** An unreachable server (no answer, or 503 while its database restarts) says card payment cannot work. */
function isOffline(error: unknown): boolean {
  return isApiError(error) && (error.code === NETWORK_ERROR_CODE || error.status === 503);
}

/** GET /functions/v1/kiosk-payment/availability: an active terminal is linked and answers. */
async function checkCardAvailability(): Promise<void> {
  try {
    const [body, { cardAvailabilitySchema }] = await Promise.all([
      api.get<{ data?: unknown }>('/functions/v1/kiosk-payment/availability'),
      loadServerSchemas(),
    ]);
    cardAvailability.set(cardAvailabilitySchema.parse(body.data));
  } catch (error) {
    cardAvailability.set(isOffline(error) ? { available: false, reason: 'offline' } : null);
  }
}

/**
 * Asks at once and every minute while `enabled` (off while a payment runs at the terminal, and
 * while the server is away: turned on again when it is back, so the answer is fresh at once).
 */
export function useCardAvailabilityCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void checkCardAvailability();
    const timer = setInterval(() => void checkCardAvailability(), CARD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
