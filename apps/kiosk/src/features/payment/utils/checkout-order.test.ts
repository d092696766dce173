import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../state/customer-session';
import { checkoutOfOrder, checkoutOrder, checkoutOrderBody, orderFix } from './checkout-order';

const items = [{ product_id: 'p1', quantity: 2, selection: {} }];
const customer = {
  firstName: 'Ayşe',
  familyName: 'Yılmaz',
  tcKimlikNo: '10000000146',
  district: 'Kadıköy, İstanbul',
};
const checkout = (patch: Partial<Checkout> = {}): Checkout => ({
  key: 'k1',
  orderId: 'o1',
  orderNumber: '260101-00001',
  referenceNumber: 17,
  totalMinor: 30_500,
  totalConfirmed: false,
  attemptId: null,
  ...patch,
});

describe('checkout order', () => {
  it('asks for a card order, or a cash order paid at the counter, with the cart and the customer', () => {
    expect(checkoutOrderBody({ orderType: 'takeaway', customer: null }, { items }, 'card')).toEqual({
      order_type: 'takeaway',
      payment_method: 'card',
      items,
    });
    expect(
      checkoutOrderBody({ orderType: null, customer }, { items, suggestions_shown: true }, 'counter'),
    ).toEqual({
      order_type: 'eat_in',
      payment_method: 'cash',
      pay_at_counter: true,
      items,
      suggestions_shown: true,
      customer,
    });
  });

  it('remembers the order the server made, and finds it again only when all of it is known', () => {
    const remembered = checkoutOfOrder({
      id: 'o1',
      order_number: '260101-00001',
      reference_number: 17,
      total_minor: 30_500,
    });
    expect(remembered).toEqual({
      orderId: 'o1',
      orderNumber: '260101-00001',
      referenceNumber: 17,
      totalMinor: 30_500,
    });
    expect(checkoutOrder(checkout(remembered))).toEqual({
      id: 'o1',
      orderNumber: '260101-00001',
      referenceNumber: 17,
      totalMinor: 30_500,
    });
    expect(checkoutOrder(checkout({ orderId: null }))).toBeNull();
    expect(checkoutOrder(checkout({ totalMinor: null }))).toBeNull();
    expect(checkoutOrder(checkout({ referenceNumber: null }))).toBeNull();
    // a free order (total 0) and queue number 0 are still orders
    expect(checkoutOrder(checkout({ totalMinor: 0, referenceNumber: 0 }))?.totalMinor).toBe(0);
  });

  it('sends a refused cart back to the cart with its lines named, customer errors to the details', () => {
    const lines = [{ id: 'l1' }, { id: 'l2' }];
    expect(
      orderFix(
        {
          lines: [
            { index: 1, key: 'unavailable' },
            { index: 5, key: 'gone' },
          ],
          customer: { email: 'invalid' },
          customerRequired: false,
        },
        lines,
      ),
    ).toEqual({ screen: 'cart', lineIssues: { l2: 'unavailable' } });
    expect(orderFix({ lines: [], customer: { email: 'invalid' }, customerRequired: false }, lines)).toEqual({
      screen: 'details',
      customerIssues: { email: 'invalid' },
    });
    expect(orderFix({ lines: [], customer: {}, customerRequired: true }, lines)).toEqual({
      screen: 'details',
      customerIssues: {},
    });
    expect(orderFix({ lines: [], customer: {}, customerRequired: false }, lines)).toBeNull();
    expect(orderFix(null, lines)).toBeNull();
  });
});
