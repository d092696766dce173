import { describe, expect, it } from 'vitest';
import { isCustomerInfoSettingShape, isErrorBodyShape, isTokenResponseShape } from './answer-shapes.js';
import { tokenResponseSchema } from './auth.js';
import { errorBodySchema } from './errors.js';
import { settingValueSchemas } from './menu.js';

type Json = Record<string, unknown>;

const kiosk = {
  id: 'k1',
  username: 'kiosk-1',
  public_id: 'K-001',
  device_name: null,
  payment_mode: 'REST',
  kiosk_session_id: 's1',
  store_id: null,
};
const token = (user: Json = {}): Json => ({
  access_token: 'a'.repeat(40),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  refresh_token: 'r'.repeat(40),
  user: {
    id: 'u1',
    email: 'kiosk@example.com',
    role: 'kiosk',
    email_confirmed: true,
    app_metadata: { role: 'kiosk' },
    user_metadata: {},
    kiosk,
    ...user,
  },
});

/** Every way of breaking one field at `path`: each wrong type, and the field taken away. */
function variants(value: Json): Json[] {
  const out: Json[] = [];
  const wrongs = [undefined, null, 'x', 1, 1.5, true, [], {}, 'bearer', 'REST', 'kiosk'];
  const walk = (node: Json, rebuild: (next: Json) => Json) => {
    for (const [key, field] of Object.entries(node)) {
      for (const wrong of wrongs) {
        const next = { ...node };
        if (wrong === undefined) delete next[key];
        else next[key] = wrong;
        out.push(rebuild(next));
      }
      if (typeof field === 'object' && field !== null && !Array.isArray(field))
        walk(field as Json, (inner) => rebuild({ ...node, [key]: inner }));
    }
  };
  walk(value, (next) => next);
  return out;
}

describe('the start-up code’s checks without zod agree with the schemas', () => {
  it('a token response (stored session): the valid ones and every one-field break', () => {
    const samples = [
      token(),
      token({ kiosk: undefined, role: 'admin', email: null }),
      token({ user_metadata: { theme: 'dark', nested: { a: 1 } } }),
      [],
      null,
      'session',
    ];
    expect(tokenResponseSchema.safeParse(token()).success).toBe(true);
    let refused = 0;
    for (const sample of [...samples, ...variants(token()), ...variants(token({ kiosk: undefined }))]) {
      const expected = tokenResponseSchema.safeParse(sample).success;
      if (!expected) refused += 1;
      expect(isTokenResponseShape(sample), JSON.stringify(sample)).toBe(expected);
    }
    // the comparison covers real refusals (each field's wrong types), not only valid samples
    expect(refused).toBeGreaterThan(150);
  });

  it('an error body: the valid ones and every one-field break', () => {
    const body = { success: false, error: { code: 'not_found', message: 'Not found', details: { id: 1 } } };
    let refused = 0;
    for (const sample of [body, ...variants(body), [], null, 'error', { success: true, data: {} }]) {
      const expected = errorBodySchema.safeParse(sample).success;
      if (!expected) refused += 1;
      expect(isErrorBodyShape(sample), JSON.stringify(sample)).toBe(expected);
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('the cached customer-info setting: the valid ones, the bounds and every one-field break', () => {
    const schema = settingValueSchemas.customer_info_min_amount;
    const setting = { enabled: true, amount: 6000, operator: 'equal_or_greater' };
    const bounds = [0, 100_000_000, -1, 100_000_001, 12.5, Number.NaN, Number.POSITIVE_INFINITY];
    let refused = 0;
    for (const sample of [
      setting,
      ...variants(setting),
      ...bounds.map((amount) => ({ ...setting, amount })),
      ...['equal', 'greater', 'less'].map((operator) => ({ ...setting, operator })),
      null,
    ]) {
      const expected = schema.safeParse(sample).success;
      if (!expected) refused += 1;
      expect(isCustomerInfoSettingShape(sample), JSON.stringify(sample)).toBe(expected);
    }
    expect(refused).toBeGreaterThan(30);
  });
});
