import { createStore, useStore } from '@kiosk/ui';
import { type PinRefusal, withManagerPin } from './pin-flow';

/** The PIN pad's question now (one at a time): why it asks, and where the answer goes. */
interface PinRequest {
  /** A new question each time (the pad starts empty). */
  id: number;
  refusal: PinRefusal;
  answer(pin: string | null): void;
}

const pinStore = createStore<PinRequest | null>(null);
let asked = 0;

export function usePinRequest(): PinRequest | null {
  return useStore(pinStore);
}

/** Opens the PIN pad (the one `ManagerPinDialog` the till page shows); null when closed. */
function askManagerPin(refusal: PinRefusal): Promise<string | null> {
  return new Promise((resolve) => {
    pinStore.get()?.answer(null);
    asked += 1;
    pinStore.set({
      id: asked,
      refusal,
      answer: (pin) => {
        pinStore.set(null);
        resolve(pin);
      },
    });
  });
}

/** `withManagerPin` with the till's PIN pad. */
export function sendWithManagerPin<T>(send: (pin: string | undefined) => Promise<T>): Promise<T> {
  return withManagerPin(send, askManagerPin);
}
