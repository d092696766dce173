import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
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

export class AccessTokens {
  private readonly key: Uint8Array;

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

  /** The claims of a valid token, or undefined for an expired, forged or malformed one. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const { sub, sid, kind } = payload as { sub?: unknown; sid?: unknown; kind?: unknown };
      if (typeof sub !== 'string' || typeof sid !== 'string' || (kind !== 'user' && kind !== 'kiosk')) {
        return undefined;
      }
      return { sub, sid, kind };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }
}
