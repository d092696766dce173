/**
 * Kiosk messaging rules (spec 001 sections 2, 3, 4, 5, 8, 9): the four message types, what the
 * composer sends (COMMAND text parsed as JSON, else a command string), the ttl and its expiry, the
 * status a message shows (pending until acknowledged, then delivered; failed when the kiosk
 * answered that it could not do it; expired when its ttl passed unanswered), the payload preview,
 * and the commands a kiosk understands (and which of them wait until the customer's session ends).
 */

export const MESSAGE_TYPES = ['NOTIFICATION', 'COMMAND', 'POS_COMMAND', 'STATUS_REQUEST'] as const;
export type KioskMessageType = (typeof MESSAGE_TYPES)[number];
/** Spec 9: ttl 300 s, priority high, acknowledgement required, history 20, preview 100 characters. */
export const KIOSK_MESSAGE_TTL_SECONDS = 300;
export const KIOSK_MESSAGE_MIN_TTL_SECONDS = 1;
export const KIOSK_MESSAGE_MAX_TTL_SECONDS = 86_400;
export const KIOSK_MESSAGE_PRIORITY = 'high';
export const KIOSK_MESSAGE_REQUIRES_ACK = true;
export const KIOSK_MESSAGE_HISTORY_LIMIT = 20;
export const KIOSK_MESSAGE_PREVIEW_LENGTH = 100;
export const KIOSK_NOTIFICATION_MAX_LENGTH = 500;
export const KIOSK_COMMAND_MAX_LENGTH = 2000;

/** The composer's ttl as typed: a whole number of seconds in the allowed range, else undefined. */
export function parseMessageTtl(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const seconds = Number(value);
  return seconds >= KIOSK_MESSAGE_MIN_TTL_SECONDS && seconds <= KIOSK_MESSAGE_MAX_TTL_SECONDS
    ? seconds
    : undefined;
}

export type KioskMessageStatus = 'pending' | 'delivered' | 'expired' | 'failed';

/** The commands the kiosk app carries out; anything else is acknowledged as unsupported. */
export const KIOSK_COMMANDS = [
  'reload_menu',
  'reload_app',
  'sign_out',
  'set_language',
  'show_welcome',
] as const;
export type KioskCommand = (typeof KIOSK_COMMANDS)[number];
/** These would disturb a customer mid-order: the kiosk does them when the customer's session ends. */
export const KIOSK_DISTURBING_COMMANDS: readonly KioskCommand[] = ['reload_app', 'sign_out', 'show_welcome'];
export const KIOSK_LANGUAGES = ['tr', 'en'] as const;

/** The sample data of the spec's POS test message (a device-info command). */
export const POS_TEST_COMMAND = {
  command: 'device_info',
  test: true,
  sample: { amount: 100, currency: 'TRY', reference: 'TEST-0001' },
} as const;

export function isKioskCommand(name: string): name is KioskCommand {
  return (KIOSK_COMMANDS as readonly string[]).includes(name);
}

export function isDisturbingCommand(name: string): boolean {
  return (KIOSK_DISTURBING_COMMANDS as readonly string[]).includes(name);
}

/**
 * The COMMAND composer's text: parsed as JSON (an object is the payload; any other JSON value is
 * wrapped as `{ command: value }`), and when that fails, sent as a command string.
 */
export function parseCommandText(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  try {
    const value: unknown = JSON.parse(trimmed);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    return { command: value };
  } catch {
    return { command: trimmed };
  }
}

/** What the composer sends for a type and its text; undefined when the send button stays disabled. */
export function composeMessagePayload(
  type: KioskMessageType,
  text: string,
): Record<string, unknown> | undefined {
  const trimmed = text.trim();
  switch (type) {
    case 'NOTIFICATION':
      return trimmed ? { message: trimmed } : undefined;
    case 'COMMAND':
      return trimmed ? parseCommandText(trimmed) : undefined;
    case 'POS_COMMAND':
      return trimmed ? { ...POS_TEST_COMMAND, ...parseCommandText(trimmed) } : { ...POS_TEST_COMMAND };
    case 'STATUS_REQUEST':
      return {};
  }
}

/** The command a COMMAND payload names, with its argument (set_language: `language`). */
export function commandOf(payload: Record<string, unknown>): { name: string; language?: string } {
  const name = typeof payload.command === 'string' ? payload.command.trim() : '';
  const language = typeof payload.language === 'string' ? payload.language : undefined;
  return language === undefined ? { name } : { name, language };
}

export function expiresAt(createdAt: Date, ttlSeconds: number): Date {
  return new Date(createdAt.getTime() + ttlSeconds * 1000);
}

export function isExpired(createdAt: Date, ttlSeconds: number, now: Date): boolean {
  return now.getTime() >= expiresAt(createdAt, ttlSeconds).getTime();
}

/**
 * A message's status: pending until acknowledged, then delivered (failed when the kiosk answered
 * `ok: false`); unanswered past its ttl, expired.
 */
export function messageStatus(
  message: { created_at: Date; ttl_seconds: number },
  ack: { acknowledged_at: Date; ok: boolean } | null,
  now: Date,
): KioskMessageStatus {
  if (ack) return ack.ok ? 'delivered' : 'failed';
  return isExpired(message.created_at, message.ttl_seconds, now) ? 'expired' : 'pending';
}

/** The payload as the history shows it: JSON, cut at 100 characters with an ellipsis. */
export function payloadPreview(payload: unknown, max = KIOSK_MESSAGE_PREVIEW_LENGTH): string {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? {});
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** 'Message sent!' shows the first 8 characters of the id. */
export function shortMessageId(id: string): string {
  return id.slice(0, 8);
}

/** Orders messages as a reconnecting kiosk must act on them: oldest first, ties by id. */
export function deliveryOrder<T extends { created_at: Date | string; id: string }>(messages: T[]): T[] {
  return [...messages].sort((a, b) => {
    const d = new Date(a.created_at).getTime() - new Date(b.created_at).getTime();
    return d !== 0 ? d : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
