import { describe, expect, it } from 'vitest';
import { localTime } from './dayparts.js';
import {
  applyPromotions,
  type Promotion,
  type PromotionLine,
  promotionIssues,
  promotionRefusal,
  promotionSavings,
} from './promotions.js';

const promo = (id: string, kind: Promotion['kind'], extra: Partial<Promotion> = {}): Promotion => ({
  id,
  name: `Promo ${id}`,
  active: true,
  stackable: false,
  channels: ['kiosk', 'till', 'open_order'],
  store_ids: [],
  valid_from: null,
  valid_until: null,
  times: [],
  target: {},
  kind,
  ...extra,
});

const line = (
  id: string,
  product: string,
  category: string,
  quantity: number,
  unit: number,
): PromotionLine => ({
  line_id: id,
  product_id: product,
  category_id: category,
  quantity,
  unit_minor: unit,
});

const drinks = { category_ids: ['drinks'] };
const cart: PromotionLine[] = [
  line('l1', 'burger', 'burgers', 1, 25_000),
  line('l2', 'cola', 'drinks', 2, 4_000),
  line('l3', 'water', 'drinks', 1, 1_500),
  line('l4', 'beer', 'drinks', 1, 9_000),
];

describe('when a promotion is on', () => {
  const happyHour = promo(
    'happy',
    { type: 'percent_off', percent: 20 },
    {
      valid_from: '2026-11-01',
      valid_until: '2026-11-30',
      times: [{ start: '15:00', end: '17:00', weekdays: [1, 2, 3, 4, 5] }],
      store_ids: ['kadikoy'],
      channels: ['kiosk'],
    },
  );
  const ctx = (iso: string, extra: { channel?: 'kiosk' | 'till'; storeId?: string | null } = {}) => ({
    channel: extra.channel ?? 'kiosk',
    storeId: extra.storeId === undefined ? 'kadikoy' : extra.storeId,
    local: localTime(new Date(`${iso}+03:00`), 'Europe/Istanbul'),
  });

  it('checks dates (inclusive), channel, store and hours on the outlet clock', () => {
    expect(promotionRefusal(happyHour, ctx('2026-11-27T15:00:00'))).toBeNull(); // Friday
    expect(promotionRefusal(happyHour, ctx('2026-11-27T16:59:59'))).toBeNull();
    expect(promotionRefusal(happyHour, ctx('2026-11-27T17:00:00'))).toBe('promotion_outside_hours');
    expect(promotionRefusal(happyHour, ctx('2026-11-28T15:30:00'))).toBe('promotion_outside_hours'); // Saturday
    expect(promotionRefusal(happyHour, ctx('2026-11-30T15:30:00'))).toBeNull(); // last day, Monday
    expect(promotionRefusal(happyHour, ctx('2026-12-01T15:30:00'))).toBe('promotion_expired');
    expect(promotionRefusal(happyHour, ctx('2026-10-30T15:30:00'))).toBe('promotion_not_started');
    expect(promotionRefusal(happyHour, ctx('2026-11-27T15:30:00', { channel: 'till' }))).toBe(
      'promotion_wrong_channel',
    );
    expect(promotionRefusal(happyHour, ctx('2026-11-27T15:30:00', { storeId: 'besiktas' }))).toBe(
      'promotion_wrong_store',
    );
    expect(promotionRefusal(happyHour, ctx('2026-11-27T15:30:00', { storeId: null }))).toBe(
      'promotion_wrong_store',
    );
    expect(promotionRefusal({ ...happyHour, active: false }, ctx('2026-11-27T15:30:00'))).toBe(
      'promotion_inactive',
    );
    // no stores: every store
    expect(
      promotionRefusal({ ...happyHour, store_ids: [] }, ctx('2026-11-27T15:30:00', { storeId: null })),
    ).toBeNull();
  });
});

describe('what each kind saves', () => {
  it('percent off a category, rounded half up per unit', () => {
    expect(
      promotionSavings(promo('p', { type: 'percent_off', percent: 10 }, { target: drinks }), cart),
    ).toEqual([0, 800, 150, 900]);
    // a whole-menu promotion (no target)
    expect(promotionSavings(promo('p', { type: 'percent_off', percent: 10 }), cart)[0]).toBe(2_500);
  });

  it('amount off each unit of a product, never more than the unit', () => {
    expect(
      promotionSavings(promo('a', { type: 'amount_off', amount_minor: 2_000 }, { target: drinks }), cart),
    ).toEqual([0, 4_000, 1_500, 2_000]);
  });

  it('"2. içecek %50": every second drink, most expensive first', () => {
    // drink units by price: beer 9000, cola 4000, cola 4000, water 1500: the 2nd and the 4th
    const second = promo('n', { type: 'nth_item_percent', n: 2, percent: 50 }, { target: drinks });
    expect(promotionSavings(second, cart)).toEqual([0, 2_000, 750, 0]);
  });

  it('buy 2 get 1: the cheapest of each complete block of three is free', () => {
    const b2g1 = promo('b', { type: 'buy_x_get_y', buy: 2, get: 1 }, { target: drinks });
    expect(promotionSavings(b2g1, cart)).toEqual([0, 4_000, 0, 0]);
    const six = [line('x', 'cola', 'drinks', 6, 4_000)];
    expect(promotionSavings(b2g1, six)).toEqual([8_000]);
    expect(promotionSavings(b2g1, [line('x', 'cola', 'drinks', 2, 4_000)])).toEqual([0]);
  });

  it('a fixed-price bundle, as many times as the cart fills, its saving apportioned by price', () => {
    const bundle = promo('bundle', {
      type: 'bundle_price',
      price_minor: 28_000,
      components: [
        { product_ids: ['burger'], quantity: 1 },
        { category_ids: ['drinks'], quantity: 1 },
      ],
    });
    // burger 25000 + beer 9000 (the most expensive drink) = 34000: 6000 saved, 25:9
    expect(promotionSavings(bundle, cart)).toEqual([4_412, 0, 0, 1_588]);
    const two = [line('b', 'burger', 'burgers', 2, 25_000), line('c', 'cola', 'drinks', 3, 4_000)];
    // two bundles of 29000 each: 1000 saved each, split 25:4 (862 + 138)
    expect(promotionSavings(bundle, two)).toEqual([1_724, 276]);
    // components drawing from the same products never put one unit in a bundle twice
    const anyTwo = promo('any-two', {
      type: 'bundle_price',
      price_minor: 0,
      components: [{ quantity: 1 }, { quantity: 1 }],
    });
    expect(promotionSavings(anyTwo, [line('c', 'cola', 'drinks', 1, 4_000)])).toEqual([0]);
    expect(promotionSavings(anyTwo, [line('c', 'cola', 'drinks', 3, 4_000)])).toEqual([8_000]);
    const tooDear = { ...bundle, kind: { ...bundle.kind, price_minor: 40_000 } } as Promotion;
    expect(promotionSavings(tooDear, cart)).toEqual([0, 0, 0, 0]);
  });
});

describe('precedence', () => {
  const tenOff = promo('b-ten', { type: 'percent_off', percent: 10 }, { target: drinks });
  const halfSecond = promo('a-half', { type: 'nth_item_percent', n: 2, percent: 50 }, { target: drinks });

  it('gives each line at most one non-stackable promotion, the best for the customer first', () => {
    const savings = applyPromotions([tenOff, halfSecond], cart);
    // half-second saves 2750 over all drinks, ten-off 1850: half-second takes cola and water;
    // ten-off is evaluated again on what is left (the beer) and takes it
    expect(savings.map((s) => s.map((x) => [x.promotion_id, x.amount_minor]))).toEqual([
      [],
      [['a-half', 2_000]],
      [['a-half', 750]],
      [['b-ten', 900]],
    ]);
  });

  it('breaks a tie by the lower promotion id', () => {
    const a = promo('a', { type: 'amount_off', amount_minor: 500 }, { target: { product_ids: ['beer'] } });
    const b = promo('b', { type: 'amount_off', amount_minor: 500 }, { target: { product_ids: ['beer'] } });
    expect(applyPromotions([b, a], cart)[3]).toEqual([
      { promotion_id: 'a', name: 'Promo a', amount_minor: 500 },
    ]);
  });

  it('adds stackable ones on top, never beyond the line’s gross', () => {
    const stack = promo(
      's',
      { type: 'amount_off', amount_minor: 4_000 },
      { target: drinks, stackable: true },
    );
    const savings = applyPromotions([tenOff, stack], cart);
    expect(savings[1]).toEqual([
      { promotion_id: 'b-ten', name: 'Promo b-ten', amount_minor: 800 },
      { promotion_id: 's', name: 'Promo s', amount_minor: 7_200 }, // 8000 left of 8000 gross − 800
    ]);
    expect(savings[2]?.map((s) => s.amount_minor)).toEqual([150, 1_350]);
    for (const [index, list] of savings.entries()) {
      const l = cart[index];
      expect(list.reduce((sum, s) => sum + s.amount_minor, 0)).toBeLessThanOrEqual(
        (l?.quantity ?? 0) * (l?.unit_minor ?? 0),
      );
    }
  });

  it('applies nothing when nothing saves', () => {
    expect(applyPromotions([], cart)).toEqual([[], [], [], []]);
    const none = promo('z', { type: 'percent_off', percent: 10 }, { target: { product_ids: ['tea'] } });
    expect(applyPromotions([none], cart)).toEqual([[], [], [], []]);
  });
});

describe('promotion issues', () => {
  it('names each field that is wrong', () => {
    const bad = promo(
      'x',
      { type: 'nth_item_percent', n: 1, percent: 150 },
      {
        name: ' ',
        channels: [],
        valid_from: '2026-12-01',
        valid_until: '2026-11-01',
        times: [{ start: '25:00', end: '11:00' }],
      },
    );
    expect(promotionIssues(bad)).toEqual([
      { field: 'name', code: 'name_required' },
      { field: 'channels', code: 'channels_required' },
      { field: 'valid_until', code: 'dates_reversed' },
      { field: 'times.0', code: 'times_invalid' },
      { field: 'kind.percent', code: 'percent_invalid' },
      { field: 'kind.n', code: 'n_invalid' },
    ]);
    expect(promotionIssues(promo('ok', { type: 'amount_off', amount_minor: 0 }))).toEqual([
      { field: 'kind.amount_minor', code: 'amount_invalid' },
    ]);
    expect(promotionIssues(promo('ok', { type: 'buy_x_get_y', buy: 2, get: 0 }))).toEqual([
      { field: 'kind.buy', code: 'buy_get_invalid' },
    ]);
    expect(promotionIssues(promo('ok', { type: 'bundle_price', components: [], price_minor: 100 }))).toEqual([
      { field: 'kind.components', code: 'bundle_invalid' },
    ]);
    expect(promotionIssues(promo('ok', { type: 'percent_off', percent: 12.5 }))).toEqual([]);
  });
});
