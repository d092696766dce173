import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productWriteSchema } from './catalogue.js';
import { kickKioskSessionSchema } from './kiosk-sessions.js';
import { createOrderSchema } from './orders.js';
import { controlCharacterPaths, hasControlCharacter, text } from './text.js';

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

describe('controlCharacterPaths', () => {
  it('names every nested field, array index and object key holding a control character', () => {
    expect(
      controlCharacterPaths({
        name: 'ok',
        translations: { en: { name: 'bad\u0000' } },
        items: [{ note: 'fine' }, { note: '\u0001' }],
        'k\u0000ey': 'value',
        n: 5,
        nothing: null,
      }),
    ).toEqual(['translations.en.name', 'items.1.note', 'k?ey']);
    expect(controlCharacterPaths({ q: 'a\u0000' }, ['query'])).toEqual(['query.q']);
    expect(controlCharacterPaths('plain')).toEqual([]);
    expect(hasControlCharacter('tab\there')).toBe(false);
  });
});
