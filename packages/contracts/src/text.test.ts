import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productWriteSchema } from './catalogue.js';
import { kickKioskSessionSchema } from './kiosk-sessions.js';
import { createOrderSchema } from './orders.js';
import { hasControlCharacter, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, text, unsafeTextFields } from './text.js';

describe('text()', () => {
  it('refuses U+0000 and the other C0 control characters and DEL', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\u0001', 'x\u0008', 'x\u000B', 'x\u001B[31m', 'x\u007F']) {
      const result = text().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
    }
  });

  it('accepts ordinary text with tabs and line breaks, Turkish letters and emoji', () => {
    for (const good of ['', 'Ayran', 'çğıöşü ÇĞİÖŞÜ', 'line one\nline two\r\n\tindented', '🍔 x2']) {
      expect(text().safeParse(good).success).toBe(true);
    }
  });

  it('chains like z.string(), checking before a trim', () => {
    const schema = text().trim().min(1).max(5);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('      ').success).toBe(false);
    expect(schema.safeParse(' \u0000 ').success).toBe(false);
    expect(
      z.object({ name: text().optional() }).safeParse({ name: 'a\u0000' }).error?.issues[0]?.path,
    ).toEqual(['name']);
  });

  it('is what the request schemas use (product name, kick reason, order notes)', () => {
    expect(productWriteSchema.safeParse({ name: 'Ay\u0000ran' }).success).toBe(false);
    expect(productWriteSchema.safeParse({ translations: { en: { name: 'x\u0000' } } }).success).toBe(false);
    const session = '00000000-0000-4000-8000-000000000000';
    expect(kickKioskSessionSchema.safeParse({ p_session_id: session, p_reason: 'bye\u0000' }).success).toBe(
      false,
    );
    const order = { items: [{ product_id: session, quantity: 1 }] };
    expect(createOrderSchema.safeParse({ ...order, notes: 'no onions' }).success).toBe(true);
    expect(createOrderSchema.safeParse({ ...order, notes: 'no\u0000onions' }).success).toBe(false);
  });
});

const fieldsOf = (value: unknown, prefix?: string[]) => unsafeTextFields(value, prefix).map((f) => f.field);

describe('unsafeTextFields', () => {
  it('names every nested field, array index and object key holding a control character', () => {
    expect(
      fieldsOf({
        name: 'ok',
        translations: { en: { name: 'bad\u0000' } },
        items: [{ note: 'fine' }, { note: '\u0001' }],
        'k\u0000ey': 'value',
        n: 5,
        nothing: null,
      }),
    ).toEqual(['translations.en.name', 'items.1.note', 'k?ey']);
    expect(fieldsOf({ q: 'a\u0000' }, ['query'])).toEqual(['query.q']);
    expect(fieldsOf('plain')).toEqual([]);
    expect(hasControlCharacter('tab\there')).toBe(false);
  });

  it('names lone surrogates (text Postgres refuses in jsonb), not well-formed pairs', () => {
    expect(
      unsafeTextFields({ notes: 'a\ud800', name: 'b\udc00c', ok: 'Tatlı \ud83c\udf70', 'k\ud800': 1 }),
    ).toEqual([
      { field: 'notes', message: 'must be valid Unicode text (a lone surrogate is not)' },
      { field: 'name', message: 'must be valid Unicode text (a lone surrogate is not)' },
      { field: 'k?', message: 'must be valid Unicode text (a lone surrogate is not)' },
    ]);
    expect(text().safeParse('\ud83c').success).toBe(false);
    expect(text().safeParse('\ud83c\udf70').success).toBe(true);
  });

  it('walks 10,000 levels without recursion and refuses more than MAX_JSON_DEPTH as one finding', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown;
    expect(unsafeTextFields(deep)).toEqual([{ field: '', message: TOO_DEEP_MESSAGE }]);
    expect(unsafeTextFields(deep, ['query'])).toEqual([{ field: 'query', message: TOO_DEEP_MESSAGE }]);
    let atLimit: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) atLimit = { a: atLimit };
    expect(unsafeTextFields(atLimit)).toEqual([]);
    expect(unsafeTextFields({ a: atLimit })).toEqual([{ field: '', message: TOO_DEEP_MESSAGE }]);
  });
});
