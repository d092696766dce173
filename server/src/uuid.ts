const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its text form (either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The ids that can be cast to uuid. A list read with `= ANY(${ids}::uuid[])` (one statement text
 * whatever its length, so prepared once) then cannot fail on a bad one, which matters when the
 * list gathers the requests of many callers (StatementBatcher): one bad id finds nothing instead
 * of failing everyone's read.
 */
export function uuidsOnly(ids: readonly string[]): string[] {
  return ids.filter(isUuid);
}
