import { PAYMENT_TIMEOUT_MS } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { isUnsettled, nextPollDelay, overdue, startRetriesLeft } from './payment-polling';

describe('payment polling', () => {
  it('keeps asking while the terminal works, stops when the attempt settles', () => {
    expect(['creating_order', 'connecting', 'waiting'].every((step) => isUnsettled(step as never))).toBe(
      true,
    );
    expect(isUnsettled('paid')).toBe(false);
    expect(isUnsettled('failed')).toBe(false);
    expect(isUnsettled('cancelled')).toBe(false);
  });

  it('asks again at once when the step moved on or the server held the request, else after the interval', () => {
    expect(nextPollDelay('waiting', 'connecting', 10, 1000)).toBe(0);
    expect(nextPollDelay('waiting', undefined, 10, 1000)).toBe(0);
    expect(nextPollDelay('waiting', 'waiting', 8000, 1000)).toBe(0);
    expect(nextPollDelay('waiting', 'waiting', 999, 1000)).toBe(1000);
  });

  it('asks the terminal to cancel once past its time, and gives up later', () => {
    expect(overdue(PAYMENT_TIMEOUT_MS, false)).toEqual({ cancel: false, giveUp: false });
    expect(overdue(PAYMENT_TIMEOUT_MS + 10_001, false)).toEqual({ cancel: true, giveUp: false });
    expect(overdue(PAYMENT_TIMEOUT_MS + 10_001, true)).toEqual({ cancel: false, giveUp: false });
    expect(overdue(PAYMENT_TIMEOUT_MS + 45_001, true)).toEqual({ cancel: false, giveUp: true });
  });

  it('lets a start that failed on the network or the system be tried once more', () => {
    expect(startRetriesLeft('network')).toBe(1);
    expect(startRetriesLeft('system')).toBe(1);
    expect(startRetriesLeft('terminal_busy')).toBe(0);
  });
});
