import { ORDER_CHANNEL_VALUES, type PromotionRecord, type PromotionWrite } from '@kiosk/contracts';
import { type LocalTime, localTime, promotionRefusal } from '@kiosk/domain';
import { z } from 'zod';
import { isAmount, kurusOf, liraText } from './money-input';
import { windowRowSchema, windowRows, windowsWrite } from './time-windows';

export const PROMOTION_KINDS = [
  'percent_off',
  'amount_off',
  'nth_item_percent',
  'buy_x_get_y',
  'bundle_price',
] as const;
export type OrderChannel = (typeof ORDER_CHANNEL_VALUES)[number];

const count = z.coerce.number().int('countInvalid').min(1, 'countInvalid').max(99, 'countInvalid');
const percent = z.coerce.number().gt(0, 'percentInvalid').max(100, 'percentInvalid');
const date = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'dateInvalid');

/** The promotion form: flat fields for every kind (only the chosen kind's are checked and sent). */
export const promotionFormSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(120),
    active: z.boolean(),
    stackable: z.boolean(),
    kind: z.enum(PROMOTION_KINDS),
    percent: z.string(),
    amount: z.string(),
    n: z.string(),
    buy: z.string(),
    get: z.string(),
    bundle_price: z.string(),
    bundle: z.array(z.object({ product_id: z.string().min(1, 'choiceProductRequired'), quantity: count })),
    product_ids: z.array(z.string()),
    category_ids: z.array(z.string()),
    channels: z.array(z.enum(ORDER_CHANNEL_VALUES)).min(1, 'channelsRequired'),
    store_ids: z.array(z.string()),
    valid_from: date,
    valid_until: date,
    times: z.array(windowRowSchema).max(20),
  })
  .superRefine((v, ctx) => {
    const check = (path: string, schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message ?? 'invalid' });
      }
    };
    if (v.kind === 'percent_off' || v.kind === 'nth_item_percent') check('percent', percent, v.percent);
    if (v.kind === 'nth_item_percent') check('n', count.min(2, 'countInvalid'), v.n);
    if (v.kind === 'buy_x_get_y') {
      check('buy', count, v.buy);
      check('get', count, v.get);
    }
    if (v.kind === 'amount_off' && !(isAmount(v.amount) && (kurusOf(v.amount) ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountInvalid' });
    }
    if (v.kind === 'bundle_price') {
      if (!isAmount(v.bundle_price)) {
        ctx.addIssue({ code: 'custom', path: ['bundle_price'], message: 'amountInvalid' });
      }
      if (v.bundle.length === 0)
        ctx.addIssue({ code: 'custom', path: ['bundle'], message: 'bundleRequired' });
    }
    if (v.valid_from && v.valid_until && v.valid_until < v.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'datesReversed' });
    }
  });
export type PromotionFormValues = z.input<typeof promotionFormSchema>;

const blank: PromotionFormValues = {
  name: '',
  active: true,
  stackable: false,
  kind: 'percent_off',
  percent: '10',
  amount: '',
  n: '2',
  buy: '2',
  get: '1',
  bundle_price: '',
  bundle: [],
  product_ids: [],
  category_ids: [],
  channels: ['kiosk', 'till', 'open_order'],
  store_ids: [],
  valid_from: '',
  valid_until: '',
  times: [],
};

/** The form's opening values: a promotion being edited, or a new one (10 % off, every channel). */
export function promotionFormValues(promotion: PromotionRecord | undefined): PromotionFormValues {
  if (!promotion) return structuredClone(blank);
  const kind = promotion.kind;
  return {
    ...structuredClone(blank),
    name: promotion.name,
    active: promotion.active,
    stackable: promotion.stackable,
    kind: kind.type,
    ...(kind.type === 'percent_off' ? { percent: String(kind.percent) } : {}),
    ...(kind.type === 'nth_item_percent' ? { percent: String(kind.percent), n: String(kind.n) } : {}),
    ...(kind.type === 'amount_off' ? { amount: liraText(kind.amount_minor) } : {}),
    ...(kind.type === 'buy_x_get_y' ? { buy: String(kind.buy), get: String(kind.get) } : {}),
    ...(kind.type === 'bundle_price'
      ? {
          bundle_price: liraText(kind.price_minor),
          bundle: kind.components.flatMap((c) =>
            (c.product_ids ?? []).map((id) => ({ product_id: id, quantity: c.quantity })),
          ),
        }
      : {}),
    product_ids: [...promotion.target.product_ids],
    category_ids: [...promotion.target.category_ids],
    channels: [...promotion.channels],
    store_ids: [...promotion.store_ids],
    valid_from: promotion.valid_from ?? '',
    valid_until: promotion.valid_until ?? '',
    times: windowRows(promotion.times),
  };
}

function kindWrite(v: z.output<typeof promotionFormSchema>): PromotionWrite['kind'] {
  switch (v.kind) {
    case 'percent_off':
      return { type: 'percent_off', percent: Number(v.percent) };
    case 'amount_off':
      return { type: 'amount_off', amount_minor: kurusOf(v.amount) ?? 0 };
    case 'nth_item_percent':
      return { type: 'nth_item_percent', n: Number(v.n), percent: Number(v.percent) };
    case 'buy_x_get_y':
      return { type: 'buy_x_get_y', buy: Number(v.buy), get: Number(v.get) };
    case 'bundle_price':
      return {
        type: 'bundle_price',
        price_minor: kurusOf(v.bundle_price) ?? 0,
        components: v.bundle.map((c) => ({ product_ids: [c.product_id], quantity: c.quantity })),
      };
  }
}

/** The promotion as the API takes it. */
export function promotionWrite(v: z.output<typeof promotionFormSchema>): PromotionWrite {
  return {
    name: v.name,
    active: v.active,
    stackable: v.stackable,
    channels: v.channels,
    store_ids: v.store_ids,
    valid_from: v.valid_from || null,
    valid_until: v.valid_until || null,
    times: windowsWrite(v.times),
    target: { product_ids: v.product_ids, category_ids: v.category_ids },
    kind: kindWrite(v),
  };
}

export type PromotionStatus = 'active' | 'scheduled' | 'expired' | 'off';

/**
 * Where a promotion stands at an instant on the outlet's clock: `off` (switched off), `expired`
 * (its last day has passed), `active` (its dates and hours hold now, on some channel) or
 * `scheduled` (it starts later, or its hours are not now).
 */
export function promotionStatus(promotion: PromotionRecord, local: LocalTime): PromotionStatus {
  if (!promotion.active) return 'off';
  if (promotion.valid_until && local.date > promotion.valid_until) return 'expired';
  const channel = promotion.channels[0];
  if (!channel) return 'off';
  const refusal = promotionRefusal({ ...promotion, store_ids: [] }, { channel, storeId: null, local });
  return refusal === null ? 'active' : 'scheduled';
}

export const localNow = (timeZone: string, at = new Date()): LocalTime => localTime(at, timeZone);

/** The API's field names on the form's (kind.percent → percent, times.0 → times.0.start, ...). */
export function promotionFormField(field: string): string | undefined {
  if (field.startsWith('kind.components')) return 'bundle';
  if (field === 'kind.amount_minor') return 'amount';
  if (field.startsWith('kind.')) return field.slice('kind.'.length);
  if (/^times\.\d+$/.test(field)) return `${field}.start`;
  if (field.startsWith('target.')) return field.slice('target.'.length).split('.')[0];
  return field.split('.')[0];
}
