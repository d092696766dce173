import { createHmac, timingSafeEqual } from 'node:crypto';

/** Time-limited links to private files: an HMAC over bucket, path and expiry. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  private mac(bucket: string, path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${bucket}/${path}:${expires}`).digest('base64url');
  }

  sign(bucket: string, path: string, ttlSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return `/storage/v1/object/sign/${encodeURIComponent(bucket)}/${encoded}?expires=${expires}&token=${this.mac(bucket, path, expires)}`;
  }

  /** 'ok', 'expired' or 'invalid' (altered link). */
  verify(
    bucket: string,
    path: string,
    expires: number,
    token: string,
    now = Date.now(),
  ): 'ok' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.mac(bucket, path, expires));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 < now ? 'expired' : 'ok';
  }
}
