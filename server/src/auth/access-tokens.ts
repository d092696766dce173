import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kiosk-pos';
const AUDIENCE = 'kiosk-pos-api';
/** RFC 8725: one allow-listed algorithm; `none` and anything else are refused. */
const ALGORITHM = 'HS256';

export interface AccessClaims {
  /** user id, or kiosk_users id for devices */
  sub: string;
  /** auth session (refresh-token family) id */
  sid: string;
  kind: 'user' | 'kiosk';
}

/** Tokens whose signature and claims were checked, at most (the memory is emptied when full). */
const VERIFIED_MAX = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already checked, with their times: the same token comes with every request of a session
   * for 15 minutes, and its signature, header and claims cannot change, so they are checked once;
   * the times (exp, nbf) are checked on every use. Only valid tokens are kept.
   */
  private readonly verified = new Map<
    string,
    { claims: AccessClaims; exp: number; nbf: number | undefined }
  >();

  constructor(
    secret: string,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sid, kind: claims.kind })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * The claims of a valid token, or undefined for an expired, forged or malformed one. Runs on every
   * request, so it is synchronous (HMAC-SHA256 from node:crypto, no thread-pool hop) and strict: the
   * header must say HS256 with no critical extensions, the signature must be exactly the canonical
   * base64url of the HMAC (compared in constant time), and iss, aud, exp, iat and sub must check out.
   */
  verify(token: string, now = Date.now()): AccessClaims | undefined {
    const seconds = Math.floor(now / 1000);
    const known = this.verified.get(token);
    if (known) {
      const current = known.exp > seconds && (known.nbf === undefined || known.nbf <= seconds);
      return current ? known.claims : undefined;
    }
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
    const expected = Buffer.from(
      createHmac('sha256', this.key).update(`${encodedHeader}.${encodedPayload}`).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const header = decodeJson(encodedHeader);
    if (!header || header.alg !== ALGORITHM || 'crit' in header) return undefined;
    if (header.typ !== undefined && header.typ !== 'JWT') return undefined;
    const payload = decodeJson(encodedPayload);
    if (!payload) return undefined;
    const { sub, sid, kind, iss, aud, exp, iat, nbf } = payload;
    if (iss !== ISSUER) return undefined;
    if (aud !== AUDIENCE && !(Array.isArray(aud) && aud.includes(AUDIENCE))) return undefined;
    if (typeof exp !== 'number' || exp <= seconds) return undefined;
    if (typeof iat !== 'number' || (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds))) {
      return undefined;
    }
    if (typeof sub !== 'string' || typeof sid !== 'string' || (kind !== 'user' && kind !== 'kiosk')) {
      return undefined;
    }
    const claims: AccessClaims = Object.freeze({ sub, sid, kind });
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(token, { claims, exp, nbf: nbf as number | undefined });
    return claims;
  }
}

/** A base64url JSON object segment of a JWT, or undefined when it is anything else. */
function decodeJson(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
