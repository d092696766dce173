import { describe, expect, it } from 'vitest';
import { fromOrderGuard, isReadMethod, routeWrites } from '../src/http/node-ownership.js';
import {
  ORDER_GUARD_SQLSTATE,
  ORDER_GUARD_TABLES,
  orderGuardTriggersSql,
} from '../src/replication/ownership-sql.js';
import { UP_TABLES } from '../src/replication/tables.js';

// Issue 36, ownership: the pure parts (no database): what a route writes, the database guard's
// answer and the guard's triggers.

describe('what a route writes', () => {
  it("takes the route's own config.writes first, else its line in route-writes.ts", () => {
    expect(routeWrites({ url: '/rest/v1/products', config: {} }, 'POST')).toBe('central');
    expect(routeWrites({ url: '/functions/v1/products/:id/sold-out', config: {} }, 'POST')).toBe('local');
    expect(routeWrites({ url: '/rest/v1/products', config: { writes: 'local' } }, 'POST')).toBe('local');
    expect(routeWrites({ url: '/rest/v1/not-a-route', config: {} }, 'POST')).toBeUndefined();
  });

  it('counts GET, HEAD and OPTIONS as reads, in any case', () => {
    expect(['GET', 'head', 'OPTIONS'].every(isReadMethod)).toBe(true);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].some(isReadMethod)).toBe(false);
  });
});

describe("the database guard's refusal", () => {
  it('answers 409 order_owned_by_store_node in both languages with the store, for its SQLSTATE only', () => {
    const answer = fromOrderGuard({ code: ORDER_GUARD_SQLSTATE, detail: 'a-store' });
    expect(answer).toMatchObject({
      code: 'order_owned_by_store_node',
      statusCode: 409,
      details: { store_id: 'a-store' },
    });
    expect(answer?.message).toMatch(/mağazada yapın.*make the change at the store/);
    expect(fromOrderGuard({ code: '23505' })).toBeUndefined();
    expect(fromOrderGuard(new Error('x'))).toBeUndefined();
    expect(fromOrderGuard(undefined)).toBeUndefined();
  });

  it('guards only tables that flow up, each by how its rows reach their order', () => {
    const up = UP_TABLES.map((t) => t.table);
    expect(Object.keys(ORDER_GUARD_TABLES).every((table) => up.includes(table))).toBe(true);
    expect(orderGuardTriggersSql(['orders', 'kitchen_line_done'])).toEqual([
      `CREATE TRIGGER order_owned_by_store_node AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION order_owned_by_store_node('store_id')`,
      `CREATE TRIGGER order_owned_by_store_node AFTER INSERT OR UPDATE OR DELETE ON "kitchen_line_done" FOR EACH ROW EXECUTE FUNCTION order_owned_by_store_node('order_item_id')`,
    ]);
    expect(() => orderGuardTriggersSql(['products'])).toThrow(/not a guarded order table/);
  });
});
