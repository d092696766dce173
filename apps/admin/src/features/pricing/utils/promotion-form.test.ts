import type { PromotionRecord } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import * as formFields from './promotion-form';
import {
  localNow,
  promotionFormSchema,
  promotionFormValues,
  promotionStatus,
  promotionWrite,
} from './promotion-form';

const record = (over: Partial<PromotionRecord> = {}): PromotionRecord => ({
  id: 'x',
  name: 'Mutlu saat',
  active: true,
  stackable: false,
  channels: ['kiosk', 'till'],
  store_ids: [],
  valid_from: '2026-01-01',
  valid_until: '2026-12-31',
  times: [{ start: '14:00', end: '17:00', weekdays: [1, 2, 3, 4, 5] }],
  target: { product_ids: ['p1'], category_ids: [] },
  kind: { type: 'percent_off', percent: 20 },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('the promotion form', () => {
  it('writes back what it read, for each kind', () => {
    for (const kind of [
      { type: 'percent_off' as const, percent: 20 },
      { type: 'amount_off' as const, amount_minor: 1_250 },
      { type: 'nth_item_percent' as const, n: 2, percent: 50 },
      { type: 'buy_x_get_y' as const, buy: 2, get: 1 },
      {
        type: 'bundle_price' as const,
        price_minor: 9_900,
        components: [
          { product_ids: ['p1'], quantity: 1 },
          { product_ids: ['p2'], quantity: 2 },
        ],
      },
    ]) {
      const promotion = record({ kind });
      const written = promotionWrite(promotionFormSchema.parse(promotionFormValues(promotion)));
      expect(written.kind).toEqual(kind);
      expect(written).toMatchObject({
        name: 'Mutlu saat',
        channels: ['kiosk', 'till'],
        valid_from: '2026-01-01',
        valid_until: '2026-12-31',
        times: [{ start: '14:00', end: '17:00', weekdays: [1, 2, 3, 4, 5] }],
        target: { product_ids: ['p1'], category_ids: [] },
      });
    }
  });

  it('sends open dates as null and refuses reversed dates, no channel and a bad percent', () => {
    const values = { ...promotionFormValues(undefined), name: 'Hafta sonu' };
    expect(promotionWrite(promotionFormSchema.parse(values))).toMatchObject({
      valid_from: null,
      valid_until: null,
      times: [],
      kind: { type: 'percent_off', percent: 10 },
    });
    const bad = promotionFormSchema.safeParse({
      ...values,
      percent: '120',
      channels: [],
      valid_from: '2026-05-02',
      valid_until: '2026-05-01',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['channels', 'channelsRequired'],
        ['percent', 'percentInvalid'],
        ['valid_until', 'datesReversed'],
      ]),
    );
    const noBundle = promotionFormSchema.safeParse({ ...values, kind: 'bundle_price', bundle_price: 'x' });
    expect(noBundle.error?.issues.map((i) => i.path.join('.'))).toEqual(['bundle_price', 'bundle']);
    const amount = promotionFormSchema.safeParse({ ...values, kind: 'amount_off', amount: '0' });
    expect(amount.error?.issues.map((i) => i.message)).toEqual(['amountInvalid']);
  });

  it("tells active, scheduled, expired and off on the outlet's clock", () => {
    const tz = 'Europe/Istanbul';
    const wednesday3pm = localNow(tz, new Date('2026-11-25T12:00:00Z'));
    const wednesday8pm = localNow(tz, new Date('2026-11-25T17:00:00Z'));
    expect(promotionStatus(record(), wednesday3pm)).toBe('active');
    expect(promotionStatus(record(), wednesday8pm)).toBe('scheduled');
    expect(promotionStatus(record({ valid_from: '2026-12-01' }), wednesday3pm)).toBe('scheduled');
    expect(promotionStatus(record({ valid_until: '2026-11-24' }), wednesday3pm)).toBe('expired');
    expect(promotionStatus(record({ active: false }), wednesday3pm)).toBe('off');
    expect(promotionStatus(record({ store_ids: ['s1'] }), wednesday3pm)).toBe('active');
  });
});

describe("the server's promotion issues on the form", () => {
  it('puts each API field on the form field that shows it', () => {
    const { promotionFormField } = formFields;
    expect(promotionFormField('kind.percent')).toBe('percent');
    expect(promotionFormField('kind.amount_minor')).toBe('amount');
    expect(promotionFormField('kind.components')).toBe('bundle');
    expect(promotionFormField('times.2')).toBe('times.2.start');
    expect(promotionFormField('target.product_ids.0')).toBe('product_ids');
    expect(promotionFormField('store_ids.1')).toBe('store_ids');
    expect(promotionFormField('valid_until')).toBe('valid_until');
  });
});
