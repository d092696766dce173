import { describe, expect, it } from 'vitest';
import type { TerminalTarget } from '../src/payments/terminal-driver.js';
import { isSequenceError, sequenceSeen, TerminalSession } from '../src/payments/terminal-session.js';

// The terminal session shared by the payment processor and the POS device service: no database,
// no terminal (the sequence source and the requests are fakes).

const target: TerminalTarget = {
  posDeviceId: 'pos-1',
  serialNumber: 'SN-1',
  fingerprint: 'fp-1',
  ip: '127.0.0.1',
  port: 8080,
};

describe('TerminalSession', () => {
  it("makes handles with the terminal's identity and the next sequence of its source", async () => {
    const asked: Array<[string, number | undefined]> = [];
    let last = 41;
    const session = TerminalSession.stored(target, {
      async nextSequence(id, atLeast) {
        asked.push([id, atLeast]);
        last = Math.max(last + 1, atLeast ?? 0);
        return last;
      },
    });
    const handle = await session.handle();
    expect(handle).toMatchObject({ SerialNumber: 'SN-1', Fingerprint: 'fp-1', TransactionSequence: 42 });
    expect(handle.TransactionDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
    expect((await session.handleAfter({ message: 'Sequence 500 already used' })).TransactionSequence).toBe(
      501,
    );
    expect(asked).toEqual([
      ['pos-1', 0],
      ['pos-1', 501],
    ]);
  });

  it('sends a request once more, past the sequence the terminal has seen, after SEQUENCE_ERROR only', async () => {
    let sequence = 0;
    const session = new TerminalSession(target, async (atLeast) => {
      sequence = Math.max(sequence + 1, atLeast);
      return sequence;
    });
    const sent: number[] = [];
    const refusedOnce = await session.request(async (handle) => {
      sent.push(handle.TransactionSequence);
      return sent.length === 1
        ? { kind: 'protocol_error', code: 'SEQUENCE_ERROR', message: 'last sequence 90' }
        : { kind: 'info' };
    });
    expect(refusedOnce).toEqual({ kind: 'info' });
    expect(sent).toEqual([1, 91]);

    // refused twice: the second refusal is the answer (no third try); other refusals are not retried
    sent.length = 0;
    const refusedTwice = await session.request(async (handle) => {
      sent.push(handle.TransactionSequence);
      return { kind: 'protocol_error', code: 'SEQUENCE_ERROR', message: 'last sequence 500' };
    });
    expect(refusedTwice.kind).toBe('protocol_error');
    expect(sent).toEqual([92, 501]);
    sent.length = 0;
    await session.request(async (handle) => {
      sent.push(handle.TransactionSequence);
      return { kind: 'protocol_error', code: 'DEVICE_BUSY', message: 'busy 7' };
    });
    expect(sent).toHaveLength(1);
  });

  it('an unstored terminal takes the clock as its sequence', async () => {
    const before = Date.now();
    const handle = await TerminalSession.unstored(target).handle();
    expect(handle.TransactionSequence).toBeGreaterThanOrEqual(before);
    const later = Date.now() + 1_000_000;
    expect((await TerminalSession.unstored(target).handle(later)).TransactionSequence).toBe(later);
  });

  it('reads SEQUENCE_ERROR and the sequence it names', () => {
    expect(isSequenceError({ kind: 'protocol_error', code: 'SEQUENCE_ERROR' })).toBe(true);
    expect(isSequenceError({ kind: 'protocol_error', code: 'DEVICE_BUSY' })).toBe(false);
    expect(isSequenceError({ kind: 'unknown' })).toBe(false);
    expect(sequenceSeen('Sequence 1234 is not after 1300')).toBe(1234);
    expect(sequenceSeen('no number')).toBe(0);
  });
});
