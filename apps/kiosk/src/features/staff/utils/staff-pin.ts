/** The kiosk PIN's length (spec: 8 digits). */
export const PIN_LENGTH = 8;

/** The PIN after a digit key: null when the key does nothing (the PIN is full). */
export function pressDigit(pin: string, digit: string): string | null {
  return pin.length >= PIN_LENGTH ? null : pin + digit;
}

/** The whole PIN is entered: it goes to the server. */
export const isComplete = (pin: string): boolean => pin.length === PIN_LENGTH;

/** Whole minutes (at least one) of a lock the server announced in seconds (a minute when it did not say). */
export function lockedMinutes(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}
