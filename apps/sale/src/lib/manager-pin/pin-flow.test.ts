import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { PinCancelled, type PinRefusal, pinRefusalOf, withManagerPin } from './pin-flow';

const refusal = (code: string, status = 403, details?: unknown) =>
  new ApiError({ code, status, message: code, details });

describe('the manager PIN flow', () => {
  it('tells the PIN refusals from others', () => {
    expect(pinRefusalOf(refusal('manager_pin_required'))).toEqual({ kind: 'required' });
    expect(pinRefusalOf(refusal('manager_pin_invalid'))).toEqual({ kind: 'wrong' });
    expect(pinRefusalOf(refusal('manager_pin_locked', 429, { retry_after_s: 42.2 }))).toEqual({
      kind: 'locked',
      retryAfterS: 43,
    });
    expect(pinRefusalOf(refusal('validation_failed', 400))).toBeNull();
    expect(pinRefusalOf(new Error('network'))).toBeNull();
  });

  it('asks for the PIN, says a wrong one, and sends again until it goes through', async () => {
    const sent: Array<string | undefined> = [];
    const asked: PinRefusal['kind'][] = [];
    const pins = ['1111', '2468'];
    const result = await withManagerPin(
      async (pin) => {
        sent.push(pin);
        if (pin === undefined) throw refusal('manager_pin_required');
        if (pin !== '2468') throw refusal('manager_pin_invalid');
        return 'paid';
      },
      async (why) => {
        asked.push(why.kind);
        return pins.shift() ?? null;
      },
    );
    expect(result).toBe('paid');
    expect(sent).toEqual([undefined, '1111', '2468']);
    expect(asked).toEqual(['required', 'wrong']);
  });

  it('gives up when the cashier closes the PIN pad, and passes other refusals on', async () => {
    await expect(
      withManagerPin(
        async () => {
          throw refusal('manager_pin_required');
        },
        async () => null,
      ),
    ).rejects.toBeInstanceOf(PinCancelled);
    await expect(
      withManagerPin(
        async () => {
          throw refusal('version_conflict', 409);
        },
        async () => '1234',
      ),
    ).rejects.toMatchObject({ code: 'version_conflict' });
  });
});
