import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../src/auth/access-tokens.js';

const SECRET = 's'.repeat(48);
const key = new TextEncoder().encode(SECRET);
const tokens = new AccessTokens(SECRET);
const now = Date.now();
const seconds = Math.floor(now / 1000);
const claims = { sid: 'session-1', kind: 'user' };

function signed(
  overrides: { header?: Record<string, unknown>; payload?: Record<string, unknown>; alg?: string } = {},
) {
  const payload = {
    ...claims,
    sub: 'user-1',
    iss: 'kiosk-pos',
    aud: 'kiosk-pos-api',
    iat: seconds - 5,
    exp: seconds + 60,
    ...overrides.payload,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256', typ: 'JWT', ...overrides.header })
    .sign(key);
}

describe('access token verification', () => {
  it('accepts its own tokens and returns their claims', async () => {
    const { token } = await tokens.sign({ sub: 'user-1', sid: 'session-1', kind: 'kiosk' }, now);
    expect(tokens.verify(token, now)).toEqual({ sub: 'user-1', sid: 'session-1', kind: 'kiosk' });
    expect(tokens.verify(await signed({ payload: { aud: ['other', 'kiosk-pos-api'] } }), now)).toMatchObject({
      sub: 'user-1',
    });
  });

  it('refuses expired, not-yet-valid, foreign and incomplete tokens signed with the right key', async () => {
    const { token } = await tokens.sign({ sub: 'user-1', sid: 'session-1', kind: 'user' }, now);
    expect(tokens.verify(token, now + 16 * 60_000)).toBeUndefined();
    const refused = [
      await signed({ payload: { iss: 'someone-else' } }),
      await signed({ payload: { aud: 'another-api' } }),
      await signed({ payload: { nbf: seconds + 600 } }),
      await signed({ payload: { kind: 'admin' } }),
      await signed({ payload: { sid: 42 } }),
      await signed({ payload: { iat: 'yesterday' } }),
      await signed({ alg: 'HS512' }),
      await signed({ header: { typ: 'at+jwt' } }),
      await signed({ header: { crit: ['b64'], b64: true } }),
    ];
    for (const token of refused) expect(tokens.verify(token, now), token).toBeUndefined();
  });

  it('checks the times of a token it has checked before on every use (issue 37: signature checked once)', async () => {
    const fresh = new AccessTokens(SECRET);
    const { token } = await fresh.sign({ sub: 'user-1', sid: 'session-1', kind: 'user' }, now);
    expect(fresh.verify(token, now)).toEqual({ sub: 'user-1', sid: 'session-1', kind: 'user' });
    expect(fresh.verify(token, now + 60_000)).toEqual({ sub: 'user-1', sid: 'session-1', kind: 'user' });
    expect(fresh.verify(token, now + 16 * 60_000)).toBeUndefined();
    const later = await signed({ payload: { nbf: seconds + 600, exp: seconds + 1200 } });
    expect(fresh.verify(later, now + 700_000)).toMatchObject({ sub: 'user-1' });
    expect(fresh.verify(later, now)).toBeUndefined();
    // a forged copy of a token checked before is still refused (the memory is by the whole token)
    const [header, payload] = token.split('.') as [string, string, string];
    expect(fresh.verify(`${header}.${payload}.${'A'.repeat(43)}`, now)).toBeUndefined();
  });

  it('refuses alg:none, other keys, altered payloads or signatures and malformed input', async () => {
    const good = await signed();
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('kiosk-pos')
      .setAudience('kiosk-pos-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    // The last character of a 32-byte base64url signature carries 2 unused bits: a sibling
    // character decodes to the same bytes and must still be refused (only the canonical form counts).
    const last = signature.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[(alphabet.indexOf(last) & ~3) | ((alphabet.indexOf(last) + 1) & 3)] as string;
    expect(Buffer.from(signature.slice(0, -1) + sibling, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    const bad = [
      new UnsecuredJWT({ ...claims, sub: 'user-1' })
        .setIssuer('kiosk-pos')
        .setAudience('kiosk-pos-api')
        .encode(),
      otherKey,
      `${header}.${altered}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -1)}${sibling}`,
      `${header}.${payload}.${signature}x`,
      `${header}.${payload}`,
      `${good}.extra`,
      'not-a-jwt',
      '',
    ];
    for (const token of bad) expect(tokens.verify(token, now), token).toBeUndefined();
    expect(tokens.verify(good, now)).toBeDefined();
  });
});
