import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * One row's UPDATE by id (the caller names the table and the values: `db.updateTable(t).set(v)`),
 * the shape the fleet's repositories (kiosk accounts, POS devices,
 * outlets) share for edits, soft deletes and restores: one statement, true when exactly that row
 * changed.
 * - `only: 'live'` adds `is_deleted = false` (an edit, or a soft delete as a compare-and-set on
 *   the flag: a second one changes nothing); `only: 'deleted'` adds `is_deleted = true` (a
 *   restore); without it the row is updated whatever its state (tables with no soft delete).
 * - `conflict` turns a constraint violation into the repository's typed error (it rethrows what it
 *   does not know); without it the error goes up as it is.
 */
export async function updateRow<UT extends keyof DB, TB extends keyof DB>(
  update: UpdateQueryBuilder<DB, UT, TB, UpdateResult>,
  id: string,
  options: { only?: 'live' | 'deleted'; conflict?: (error: unknown) => never } = {},
): Promise<boolean> {
  let query = update.where(sql.ref('id'), '=', id);
  if (options.only) query = query.where(sql.ref('is_deleted'), '=', options.only === 'deleted');
  try {
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  } catch (error) {
    if (options.conflict) options.conflict(error);
    throw error;
  }
}

/** The columns a soft delete sets (with `only: 'live'`): the flag, when and who. */
export const softDeleted = (by: string | null) => ({
  is_deleted: true,
  deleted_at: new Date(),
  deleted_by: by,
});

/** The columns a restore sets (with `only: 'deleted'`). */
export const restored = () => ({ is_deleted: false, deleted_at: null, deleted_by: null });
