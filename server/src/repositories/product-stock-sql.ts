import { sql } from 'kysely';

/**
 * Whose "86" marks a server reads (issue 36): the `product_stock` rows of `stock_scope()`, a store
 * node's own store, or the all-zero id for central's and the one box's own devices (migration
 * 20261130000220). Queries join `product_stock as ps` to `products as p` on
 * `ps.product_id = p.id AND ps.store_id = STOCK_SCOPE`.
 */
export const STOCK_SCOPE = sql<string>`stock_scope()`;

/** In stock here: the admin's chain-wide switch and this store's 86 both say so (`p`, `ps` as above). */
export const IN_STOCK_HERE = sql<boolean>`p.in_stock AND coalesce(ps.in_stock, true)`;

/**
 * This server is a store node (its down subscription names its store). A store node leaves the
 * rows central owns as central sent them: a local change to one (REPLICA IDENTITY FULL) would make
 * central's next edit of it miss the store's copy.
 */
export const AT_STORE_NODE = sql<boolean>`stock_scope() <> '00000000-0000-0000-0000-000000000000'::uuid`;
