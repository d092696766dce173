import type { Deal } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { defaultParts, type PreviewInput, previewRequest } from './preview-request';

const deal: Deal = {
  product_id: 'd1',
  name: 'Menü',
  price_minor: 25_000,
  groups: [
    { id: 'g1', name: 'Ana', min: 1, max: 1, choices: [{ product_id: 'p1', price_delta_minor: 0 }] },
    { id: 'g2', name: 'Tatlı', min: 0, max: 1, choices: [{ product_id: 'p9', price_delta_minor: 500 }] },
  ],
};
const input = (over: Partial<PreviewInput> = {}): PreviewInput => ({
  lines: [
    { key: 'a', product_id: 'd1', quantity: 1, parts: { g1: 'p1', g2: '' } },
    { key: 'b', product_id: 'p5', quantity: 2, parts: {} },
  ],
  channel: 'kiosk',
  store_id: '',
  when: 'now',
  date: '',
  time: '',
  ...over,
});

describe('the price preview request', () => {
  it("chooses a deal's required groups first and leaves optional ones empty", () => {
    expect(defaultParts(deal)).toEqual({ g1: 'p1', g2: '' });
    expect(defaultParts(undefined)).toEqual({});
  });

  it('sends now without an instant, a deal with its chosen parts and every store as null', () => {
    expect(previewRequest(input(), [deal], 'Europe/Istanbul')).toEqual({
      channel: 'kiosk',
      store_id: null,
      lines: [
        {
          id: 'a',
          product_id: 'd1',
          quantity: 1,
          selection: {},
          parts: [{ group_id: 'g1', product_id: 'p1', selection: {} }],
        },
        { id: 'b', product_id: 'p5', quantity: 2, selection: {} },
      ],
    });
  });

  it("sends a chosen time as the instant on the outlet's clock; nothing while it is incomplete", () => {
    const at = previewRequest(
      input({ when: 'at', date: '2026-11-28', time: '18:00', store_id: 's1', channel: 'till' }),
      [deal],
      'Europe/Istanbul',
    );
    expect(at).toMatchObject({ at: '2026-11-28T15:00:00.000Z', store_id: 's1', channel: 'till' });
    expect(
      previewRequest(input({ when: 'at', date: '2026-11-28' }), [deal], 'Europe/Istanbul'),
    ).toBeUndefined();
    expect(previewRequest(input({ lines: [] }), [deal], 'Europe/Istanbul')).toBeUndefined();
  });
});
