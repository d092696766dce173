import { PAYMENT_STEPS, TERMINAL_ERROR_CODES } from '@kiosk/contracts';
import { en, tr } from '@kiosk/i18n';
import { ApiError, apiErrorKey, attemptErrorKey } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { START_ERROR_CODES } from './tender';

const text = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('card-terminal and payment texts at the till', () => {
  it('every terminal error code of a failed, cancelled or timed-out part has its text in both languages', () => {
    const ended = PAYMENT_STEPS.filter((step) => ['failed', 'cancelled', 'timed_out'].includes(step));
    for (const step of ended) {
      for (const code of [...TERMINAL_ERROR_CODES, 'DEVICE_BUSY', 'SEQUENCE_ERROR', null]) {
        const key = attemptErrorKey({ step, error_code: code });
        for (const catalogue of [tr, en]) {
          expect(typeof text(catalogue, `payment.errors.${key}`), `${step} ${code} -> ${key}`).toBe('string');
        }
      }
    }
    expect(attemptErrorKey({ step: 'failed', error_code: 'DECLINED_BY_BANK' })).toBe('DECLINED_BY_BANK');
    expect(text(tr, 'payment.errors.DECLINED_BY_BANK')).toBe(
      'Ödeme bankanız tarafından reddedildi. Lütfen başka bir kart deneyin.',
    );
  });

  it('a refused start is named: the till’s own refusals, else the shared payment messages', () => {
    for (const code of START_ERROR_CODES) {
      for (const catalogue of [tr, en])
        expect(typeof text(catalogue, `sale.checkout.errors.${code}`)).toBe('string');
    }
    for (const [code, status] of [
      ['network_error', 0],
      ['unauthorized', 401],
      ['internal_error', 500],
      ['order_not_found', 404],
    ] as const) {
      const key = apiErrorKey(new ApiError({ code, status, message: code }), 'start');
      for (const catalogue of [tr, en])
        expect(typeof text(catalogue, `payment.errors.${key}`), key).toBe('string');
    }
  });
});
