import type { OrderDetail } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  changeQuantity,
  type EditableProduct,
  editTotals,
  linesChanged,
  linesFromOrder,
  lineTotalMinor,
  removeLine,
  searchProducts,
  toItemsPayload,
} from './edit-lines';

const item = (
  id: string,
  productId: string | null,
  quantity: number,
  unit: number,
  rate = 10,
): OrderDetail['order_items'][number] => ({
  id,
  product: productId ? { id: productId } : null,
  product_name: `P ${id}`,
  product_sku: null,
  quantity,
  unit_price_minor: unit,
  total_price_minor: unit * quantity,
  vat_rate: rate,
  vat_amount_minor: 0,
  configurations: [
    { id: `${id}:0`, step_name: 'Sos', option_name: 'Ketçap', quantity: 1, unit_price_minor: 0 },
  ],
});

const product = (id: string, name: string, price = 3000, rate = 20): EditableProduct => ({
  id,
  name,
  aliases: [],
  sku: null,
  price_minor: price,
  vat_rate: rate,
});

describe('order edit lines', () => {
  const order = { order_items: [item('l1', 'burger', 1, 25_000), item('l2', 'cay', 2, 1_500)] };

  it('starts from the order and keeps customizations as a count', () => {
    const lines = linesFromOrder(order);
    expect(lines.map((l) => [l.key, l.id, l.product_id, l.quantity, l.configuration_count])).toEqual([
      ['l1', 'l1', 'burger', 1, 1],
      ['l2', 'l2', 'cay', 2, 1],
    ]);
  });

  it('raises the quantity of a product already on the order, adds others at quantity 1', () => {
    const lines = linesFromOrder(order);
    const raised = addProduct(lines, product('cay', 'Çay', 999), 'new-1');
    expect(raised).toHaveLength(2);
    expect(raised[1]?.quantity).toBe(3);
    expect(raised[1]?.unit_price_minor).toBe(1_500);
    const added = addProduct(lines, product('ayran', 'Ayran', 2_000, 10), 'new-1');
    expect(added[2]).toMatchObject({
      key: 'new-1',
      id: null,
      product_id: 'ayran',
      quantity: 1,
      unit_price_minor: 2_000,
      vat_rate: 10,
    });
  });

  it('never goes below 1 and removes lines', () => {
    const lines = linesFromOrder(order);
    expect(changeQuantity(lines, 'l1', -1)[0]?.quantity).toBe(1);
    expect(changeQuantity(lines, 'l2', -1)[1]?.quantity).toBe(1);
    expect(changeQuantity(lines, 'l2', +1)[1]?.quantity).toBe(3);
    expect(removeLine(lines, 'l1').map((l) => l.key)).toEqual(['l2']);
  });

  it('totals: VAT-inclusive line totals, VAT extracted, subtotal = total - VAT', () => {
    const lines = linesFromOrder({
      order_items: [item('a', 'x', 2, 1_100, 10), item('b', 'y', 1, 1_200, 20)],
    });
    expect(lineTotalMinor(lines[0] ?? { unit_price_minor: 0, quantity: 0 })).toBe(2_200);
    expect(editTotals(lines)).toEqual({ total_minor: 3_400, vat_minor: 400, subtotal_minor: 3_000 });
  });

  it('sends existing lines by id and new lines without one', () => {
    const lines = addProduct(linesFromOrder(order), product('ayran', 'Ayran'), 'new-1');
    expect(toItemsPayload(lines)).toEqual([
      { id: 'l1', product_id: 'burger', quantity: 1 },
      { id: 'l2', product_id: 'cay', quantity: 2 },
      { product_id: 'ayran', quantity: 1 },
    ]);
  });

  it('knows when something changed', () => {
    const lines = linesFromOrder(order);
    expect(linesChanged(lines, lines)).toBe(false);
    expect(linesChanged(lines, changeQuantity(lines, 'l2', 1))).toBe(true);
    expect(linesChanged(lines, removeLine(lines, 'l2'))).toBe(true);
  });

  it('searches names and SKUs Turkish-aware and case-insensitively', () => {
    const products = [
      product('1', 'Çay'),
      product('2', 'Islak Hamburger'),
      { ...product('3', 'Ayran'), sku: 'DRK-AYR' },
      { ...product('4', 'Su'), aliases: ['Water'] },
    ];
    expect(searchProducts(products, 'cay').map((p) => p.id)).toEqual(['1']);
    expect(searchProducts(products, 'ISLAK').map((p) => p.id)).toEqual(['2']);
    expect(searchProducts(products, 'drk').map((p) => p.id)).toEqual(['3']);
    expect(searchProducts(products, 'water').map((p) => p.id)).toEqual(['4']);
    expect(searchProducts(products, '  ')).toHaveLength(4);
  });
});
