import { isApiError } from '@kiosk/ui';

/**
 * A manual discount above the back office's limit needs a manager's PIN: the server answers 403
 * `manager_pin_required` (none sent), 403 `manager_pin_invalid` (a wrong one) or 429
 * `manager_pin_locked` (too many wrong ones; `details.retry_after_s`). The till asks for the PIN
 * and sends the same request again with it, until it goes through or the cashier gives up.
 */
export type PinRefusal = { kind: 'required' } | { kind: 'wrong' } | { kind: 'locked'; retryAfterS: number };

export function pinRefusalOf(error: unknown): PinRefusal | null {
  if (!isApiError(error)) return null;
  if (error.code === 'manager_pin_required') return { kind: 'required' };
  if (error.code === 'manager_pin_invalid') return { kind: 'wrong' };
  if (error.code === 'manager_pin_locked') {
    const details = (error.details ?? {}) as { retry_after_s?: unknown };
    const seconds =
      typeof details.retry_after_s === 'number' ? details.retry_after_s : (error.retryAfterSeconds ?? 60);
    return { kind: 'locked', retryAfterS: Math.max(1, Math.ceil(seconds)) };
  }
  return null;
}

/** The cashier closed the PIN pad: the request was not sent again. */
export class PinCancelled extends Error {
  constructor() {
    super('manager PIN not given');
    this.name = 'PinCancelled';
  }
}

/**
 * Sends `send()` and, while the server asks for a manager's PIN, asks (`ask`: the PIN pad, null
 * when closed) and sends again with it. Throws `PinCancelled` when the cashier gives up, and any
 * other refusal as it came.
 */
export async function withManagerPin<T>(
  send: (pin: string | undefined) => Promise<T>,
  ask: (refusal: PinRefusal) => Promise<string | null>,
): Promise<T> {
  let pin: string | undefined;
  for (;;) {
    try {
      return await send(pin);
    } catch (error) {
      const refusal = pinRefusalOf(error);
      if (!refusal) throw error;
      const next = await ask(refusal);
      if (next === null) throw new PinCancelled();
      pin = next;
    }
  }
}
