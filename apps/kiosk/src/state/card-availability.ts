import { type CardAvailability, cardAvailabilitySchema } from '@kiosk/contracts';
import { createStore, useStore } from '@kiosk/ui';
import { useEffect } from 'react';
import { api } from '../lib/session';

/** How often the kiosk asks whether it can take a card (a pairing with its terminal). */
const CARD_CHECK_INTERVAL_MS = 60_000;

/** The last answer; null before the first (or while the server cannot be asked: nothing is claimed). */
const cardAvailability = createStore<CardAvailability | null>(null);

export function useCardAvailability(): CardAvailability | null {
  return useStore(cardAvailability);
}

/** GET /functions/v1/kiosk-payment/availability: an active terminal is linked and answers. */
async function checkCardAvailability(): Promise<void> {
  try {
    const body = await api.get<{ data?: unknown }>('/functions/v1/kiosk-payment/availability');
    cardAvailability.set(cardAvailabilitySchema.parse(body.data));
  } catch {
    cardAvailability.set(null);
  }
}

/** Asks at once and every minute while `enabled` (off while a payment runs at the terminal). */
export function useCardAvailabilityCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void checkCardAvailability();
    const timer = setInterval(() => void checkCardAvailability(), CARD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
