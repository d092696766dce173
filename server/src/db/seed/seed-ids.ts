import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name, so demo rows keep the same ids in every database (handy for tests and links).
 * Laid out as a version 4 / RFC 9562 variant UUID so that any UUID validator accepts it.
 */
export function stableUuid(kind: string, ...names: string[]): string {
  const bytes = createHash('sha256')
    .update(['kiosk-demo-seed', kind, ...names].join(':'))
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
