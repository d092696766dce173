/**
 * Central refuses to change a store node's order (issue 36): a guard trigger on each order table
 * that flows up, made at central only (one-box and store nodes never pay for it). The trigger's
 * function (migration 20261130000110) raises SQLSTATE KO409 when the row's order belongs to a
 * store whose up flow central subscribes to; the apply worker's rows pass (not ENABLE ALWAYS).
 */

/** The trigger's name on every guarded table. */
export const ORDER_GUARD_TRIGGER = 'order_owned_by_store_node';

/** The SQLSTATE the guard raises. */
export const ORDER_GUARD_SQLSTATE = 'KO409';

/** Each guarded table and how its rows reach their order (the trigger's argument). */
export const ORDER_GUARD_TABLES: Readonly<Record<string, 'store_id' | 'order_id' | 'order_item_id'>> = {
  orders: 'store_id',
  order_items: 'order_id',
  order_pos_details: 'order_id',
  order_payment_details: 'order_id',
  order_receipts: 'order_id',
  payment_attempts: 'order_id',
  payment_reversals: 'order_id',
  kitchen_bumps: 'order_id',
  kitchen_line_done: 'order_item_id',
};

/** CREATE TRIGGER statements of the guard on the given tables. */
export function orderGuardTriggersSql(tables: readonly string[]): string[] {
  return tables.map((table) => {
    const via = ORDER_GUARD_TABLES[table];
    if (!via) throw new Error(`not a guarded order table: ${table}`);
    return `CREATE TRIGGER ${ORDER_GUARD_TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION order_owned_by_store_node('${via}')`;
  });
}
