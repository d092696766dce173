import { randomUUID } from 'node:crypto';
import type { MenuData, OrderSummary, PaymentAttempt } from '@kiosk/contracts';
import type { LunchRush, Till } from './lunch-rush.js';
import { lineFor } from './menu-helpers.js';

/**
 * The order side of the several-instances test: kiosks paying by card at their own terminals and a
 * till taking cash and split (card + cash) payments, each at a steady pace through the load
 * balancer. Every call is retried (the same idempotency key) while an instance is unreachable or
 * answers 5xx, as the apps do; an order counts once the client saw it paid.
 */

export interface SoldOrder {
  id: string;
  kind: 'kiosk' | 'cash' | 'split';
  /** The card amount the client saw approved (0 for cash). */
  cardMinor: number;
}

const FINAL = ['paid', 'failed', 'cancelled', 'timed_out'];

async function paced<T>(everyMs: number, until: () => boolean, step: () => Promise<T>): Promise<void> {
  while (!until()) {
    const started = Date.now();
    await step();
    const rest = everyMs - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

export function orderMix(options: {
  rush: LunchRush;
  menu: MenuData;
  kioskUrl: string;
  saleUrl: string;
  sold: SoldOrder[];
}) {
  const { rush, sold } = options;
  const items = () =>
    ['Klasik Burger', 'Ayran'].map((name) => {
      const { product: _p, ...rest } = lineFor(options.menu, name, 1 + Math.floor(Math.random() * 2));
      return rest;
    });

  async function createOrder(url: string, token: string): Promise<OrderSummary> {
    const res = await rush.call<OrderSummary>(url, 'POST', token, { items: items() }, randomUUID());
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`create order: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** A kiosk order paid by card; a declined or lost attempt is started again, as the customer would. */
  async function kioskOrder(token: string): Promise<void> {
    const order = await createOrder(`${options.kioskUrl}/functions/v1/manage-orders/create`, token);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = await rush.call<PaymentAttempt>(
        `${options.kioskUrl}/functions/v1/kiosk-payment/start`,
        'POST',
        token,
        { order_id: order.id },
      );
      if (started.status !== 200)
        throw new Error(`kiosk start: ${started.status} ${JSON.stringify(started.body)}`);
      const final = await rush.followKioskPayment(token, started.body.data.attempt_id);
      if (final.step === 'paid') {
        sold.push({ id: order.id, kind: 'kiosk', cardMinor: order.total_minor });
        return;
      }
      if (!FINAL.includes(final.step)) throw new Error(`kiosk payment: ${final.step}`);
    }
    throw new Error(`kiosk order ${order.id} never paid`);
  }

  /** A till order paid in cash, or half by card and the rest in cash. */
  async function tillOrder(till: Till, split: boolean): Promise<void> {
    const order = await createOrder(`${options.saleUrl}/functions/v1/manage-orders/create`, till.token);
    const card = split ? Math.floor(order.total_minor / 2) : 0;
    if (card > 0) {
      const part = await rush.payPart(till, order.id, { method: 'card', amount_minor: card });
      if (part.step !== 'paid') throw new Error(`till card part: ${part.step}`);
    }
    const rest = order.total_minor - card;
    const cash = await rush.payPart(till, order.id, {
      method: 'cash',
      amount_minor: rest,
      tendered_minor: rest,
    });
    if (cash.step !== 'paid') throw new Error(`till cash part: ${cash.step}`);
    sold.push({ id: order.id, kind: split ? 'split' : 'cash', cardMinor: card });
  }

  return {
    /** Each kiosk and the till sell one order every `everyMs` until `until()`. */
    run(kioskTokens: string[], till: Till, everyMs: number, until: () => boolean): Promise<unknown> {
      let n = 0;
      return Promise.all([
        ...kioskTokens.map((token) => paced(everyMs, until, () => kioskOrder(token))),
        paced(everyMs, until, () => {
          n += 1;
          return tillOrder(till, n % 3 === 0);
        }),
      ]);
    },
  };
}
