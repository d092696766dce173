import { describe, expect, it } from 'vitest';
import {
  commandOf,
  composeMessagePayload,
  deliveryOrder,
  isDisturbingCommand,
  isExpired,
  isKioskCommand,
  KIOSK_MESSAGE_HISTORY_LIMIT,
  KIOSK_MESSAGE_TTL_SECONDS,
  messageStatus,
  POS_TEST_COMMAND,
  parseCommandText,
  parseMessageTtl,
  payloadPreview,
  shortMessageId,
} from './kiosk-messages.js';

const at = (iso: string) => new Date(iso);

describe('kiosk messages', () => {
  it('has the spec constants: ttl 300 s, history 20', () => {
    expect(KIOSK_MESSAGE_TTL_SECONDS).toBe(300);
    expect(KIOSK_MESSAGE_HISTORY_LIMIT).toBe(20);
  });

  it('parses command text as JSON, else sends it as a command string', () => {
    expect(parseCommandText('{"command":"set_language","language":"en"}')).toEqual({
      command: 'set_language',
      language: 'en',
    });
    expect(parseCommandText('  reload_menu ')).toEqual({ command: 'reload_menu' });
    expect(parseCommandText('{broken')).toEqual({ command: '{broken' });
    expect(parseCommandText('"reload_app"')).toEqual({ command: 'reload_app' });
    expect(parseCommandText('[1,2]')).toEqual({ command: [1, 2] });
  });

  it('enables sending only with the text a type needs', () => {
    expect(composeMessagePayload('NOTIFICATION', '  ')).toBeUndefined();
    expect(composeMessagePayload('COMMAND', '')).toBeUndefined();
    expect(composeMessagePayload('NOTIFICATION', ' Kasa kapandı ')).toEqual({ message: 'Kasa kapandı' });
    expect(composeMessagePayload('STATUS_REQUEST', '')).toEqual({});
    expect(composeMessagePayload('POS_COMMAND', '')).toEqual(POS_TEST_COMMAND);
  });

  it('knows the command set and which commands wait for the end of the session', () => {
    expect(isKioskCommand('reload_menu')).toBe(true);
    expect(isKioskCommand('format_disk')).toBe(false);
    expect(isDisturbingCommand('reload_app')).toBe(true);
    expect(isDisturbingCommand('sign_out')).toBe(true);
    expect(isDisturbingCommand('reload_menu')).toBe(false);
    expect(isDisturbingCommand('set_language')).toBe(false);
    expect(commandOf({ command: ' set_language ', language: 'en' })).toEqual({
      name: 'set_language',
      language: 'en',
    });
    expect(commandOf({ command: 42 })).toEqual({ name: '' });
  });

  it('is pending until acknowledged, then delivered or failed; unanswered past its ttl, expired', () => {
    const message = { created_at: at('2026-01-01T10:00:00Z'), ttl_seconds: 300 };
    const before = at('2026-01-01T10:04:59Z');
    const after = at('2026-01-01T10:05:00Z');
    expect(messageStatus(message, null, before)).toBe('pending');
    expect(messageStatus(message, null, after)).toBe('expired');
    expect(isExpired(message.created_at, 300, after)).toBe(true);
    expect(messageStatus(message, { acknowledged_at: before, ok: true }, after)).toBe('delivered');
    expect(messageStatus(message, { acknowledged_at: before, ok: false }, after)).toBe('failed');
  });

  it('cuts the preview at 100 characters and shows 8 characters of the id', () => {
    const long = { message: 'x'.repeat(200) };
    const preview = payloadPreview(long);
    expect(preview).toHaveLength(101);
    expect(preview.endsWith('…')).toBe(true);
    expect(payloadPreview({ command: 'reload_menu' })).toBe('{"command":"reload_menu"}');
    expect(shortMessageId('0123456789abcdef')).toBe('01234567');
  });

  it('delivers oldest first, ties by id', () => {
    const list = [
      { id: 'b', created_at: '2026-01-01T10:00:01Z' },
      { id: 'c', created_at: '2026-01-01T10:00:00Z' },
      { id: 'a', created_at: '2026-01-01T10:00:01Z' },
    ];
    expect(deliveryOrder(list).map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('message ttl (issue 29 item 17)', () => {
  it('takes a whole number of seconds from 1 to 86400, nothing else', () => {
    expect(parseMessageTtl('300')).toBe(300);
    expect(parseMessageTtl(' 86400 ')).toBe(86_400);
    for (const bad of ['0', '86401', '-5', '1.5', 'abc', '', '1e3'])
      expect(parseMessageTtl(bad), bad).toBeUndefined();
  });
});
