import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A CLOUD terminal's token: 32 random bytes, base64url. The server shows it once, when it is made,
 * and keeps only its SHA-256 (hex); a token of 256 random bits needs no slow hash.
 */
export function newCloudToken(): string {
  return randomBytes(32).toString('base64url');
}

export function cloudTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function cloudTokenMatches(token: string, storedSha256: string | null | undefined): boolean {
  if (!storedSha256) return false;
  const expected = Buffer.from(storedSha256, 'hex');
  const given = createHash('sha256').update(token).digest();
  return expected.length === given.length && timingSafeEqual(expected, given);
}
