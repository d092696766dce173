import { type Kysely, sql } from 'kysely';

/**
 * The range aggregate (migration 20261129000300: sales_range_totals) as a plain GROUP BY over the
 * orders, their lines, parts and reversals, and as kept by the triggers (summed over slots), in the
 * same order: the random-history test compares them.
 */
export async function plainRangeAggregates(db: Kysely<never>) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT day, kind, store_key, channel, key, sum(n)::int AS n, sum(quantity)::int AS quantity,
      sum(amount)::text AS amount FROM (
      SELECT o.business_day::text AS day, 'hour' AS kind, coalesce(o.store_id::text, '') AS store_key, o.channel,
        extract(hour FROM o.created_at)::int::text AS key, 1 AS n,
        (SELECT coalesce(sum(quantity) FILTER (WHERE kind <> 'deal_part'), 0) FROM order_items WHERE order_id = o.id) AS quantity,
        (SELECT coalesce(sum(total_price_minor), 0) FROM order_items WHERE order_id = o.id) AS amount
      FROM orders o WHERE o.payment_status = 'paid'
      UNION ALL
      SELECT o.business_day::text, 'item', coalesce(o.store_id::text, ''), o.channel,
        coalesce(i.product_id::text, i.product_name), 1, i.quantity, i.total_price_minor
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status = 'paid'
      UNION ALL
      SELECT o.business_day::text, 'method', coalesce(o.store_id::text, ''), o.channel, p.method, 1, 0, p.amount_minor
      FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'approved'
      UNION ALL
      SELECT o.business_day::text, CASE WHEN r.kind = 'void' THEN 'void' ELSE 'refund' END,
        coalesce(o.store_id::text, ''), o.channel,
        p.method || chr(31) || coalesce(r.created_by_user_id::text, '') || chr(31) || r.reason, 1, 0, r.amount_minor
      FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'completed') x
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`.execute(db);
  return rows;
}

export async function keptRangeAggregates(db: Kysely<never>) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, kind, store_key, channel, key, sum(n)::int AS n, sum(quantity)::int AS quantity,
      sum(amount_minor)::text AS amount
    FROM sales_range_totals GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0 OR sum(quantity) <> 0 OR sum(amount_minor) <> 0 ORDER BY 1, 2, 3, 4, 5`.execute(db);
  return rows;
}
