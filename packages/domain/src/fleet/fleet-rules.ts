/**
 * Fleet administration rules (spec 001, sections 4, 5 and 9): kiosk accounts, businesses, stores,
 * POS devices, fingerprints and public ids. Each check returns a message key (or undefined); the
 * texts are in packages/i18n (`fleet.errors.<key>`): the apps translate the key, the server answers
 * with the Turkish text.
 */

import { checkNewPassword } from '../auth/password-policy.js';
import { isValidTcKimlikNo } from '../customer/tc-kimlik.js';

export const KIOSK_USERNAME_MIN = 8;
export const KIOSK_USERNAME_MAX = 50;
export const KIOSK_PIN_LENGTH = 8;
/** No digit may appear more than this many times in a PIN. */
export const KIOSK_PIN_MAX_REPEATS = 4;
export const GENERATED_PASSWORD_LENGTH = 16;
export const PAYMENT_MODES = ['REST', 'CLOUD'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** The POS device form's port default; verification, display and test use the terminal's 4567. */
export const POS_FORM_DEFAULT_PORT = 8080;
/** Presence thresholds (seconds since the session's last activity). */
export const PRESENCE_ONLINE_SECONDS = 120;
export const PRESENCE_IDLE_SECONDS = 600;
export const FLEET_REFRESH_MS = 30_000;

/**
 * The codes the fleet's checks and the server's fleet errors answer with; their texts (the spec's,
 * section 5 and 8) are in packages/i18n under `fleet.errors.<code>`, in Turkish and English.
 */
export const FLEET_MESSAGE_KEYS = [
  'usernameRequired',
  'usernameTooShort',
  'usernameTooLong',
  'usernameChars',
  'usernameStart',
  'usernameTaken',
  'emailInvalid',
  'pinLength',
  'pinDigits',
  'pinTooSimple',
  'pinRepeats',
  'pinPublished',
  'passwordRequired',
  'newPasswordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooCommon',
  'passwordPublished',
  'deviceNameRequired',
  'fingerprintRequired',
  'fingerprintEmpty',
  'fingerprintInvalid',
  'publicIdRequired',
  'publicIdInvalid',
  'publicIdTaken',
  'businessNameRequired',
  'businessNameTaken',
  'businessInactive',
  'taxNumberInvalid',
  'taxNumberChecksum',
  'businessHasStores',
  'businessNotFound',
  'storeNameRequired',
  'storeBusinessRequired',
  'storeNotInBusiness',
  'storeHasKiosks',
  'storeNotFound',
  'storeInactive',
  'storeNameTaken',
  'phoneInvalid',
  'kioskNotFound',
  'kioskHasOrders',
  'kioskNotDeleted',
  'posSerialRequired',
  'posSerialTaken',
  'posNotFound',
  'posHasTransactions',
  'posDeviceIdTaken',
  'posNotDeleted',
  'posDemoToken',
  'portInvalid',
  'ipInvalid',
  'ipNotAllowed',
  'linkNotFound',
  'superAdminOnly',
  'hardDeleteOfDeleted',
] as const;
export type FleetMessageKey = (typeof FLEET_MESSAGE_KEYS)[number];

// Kiosk account ---------------------------------------------------------------------------------

/** Spec 5, kiosk username: 8-50 characters, letters/digits/-/_, starting with a letter. */
export function checkKioskUsername(username: string): FleetMessageKey | undefined {
  if (!username) return 'usernameRequired';
  if (username.length < KIOSK_USERNAME_MIN) return 'usernameTooShort';
  if (username.length > KIOSK_USERNAME_MAX) return 'usernameTooLong';
  if (!/^[A-Za-z0-9_-]+$/.test(username)) return 'usernameChars';
  if (!/^[A-Za-z]/.test(username)) return 'usernameStart';
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional e-mail (kiosk, business): when present it must look like one. */
export function checkOptionalEmail(email: string | null | undefined): FleetMessageKey | undefined {
  if (!email) return undefined;
  return EMAIL.test(email) ? undefined : 'emailInvalid';
}

/** Sequential ascending or descending digits (01234567, 76543210) or one digit repeated. */
export function isSimplePin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** Spec 5, kiosk PIN (optional; when given): 8 digits, not simple, no digit more than 4 times. */
export function checkKioskPin(pin: string): FleetMessageKey | undefined {
  if (pin.length !== KIOSK_PIN_LENGTH) return 'pinLength';
  if (!/^\d+$/.test(pin)) return 'pinDigits';
  if (isSimplePin(pin)) return 'pinTooSimple';
  const counts = new Map<string, number>();
  for (const d of pin) counts.set(d, (counts.get(d) ?? 0) + 1);
  if ([...counts.values()].some((n) => n > KIOSK_PIN_MAX_REPEATS)) return 'pinRepeats';
  return undefined;
}

/** A kiosk's password (spec 5), new or reset: required, then the one password rule of every account. */
export function checkKioskPassword(
  password: string,
  required: 'passwordRequired' | 'newPasswordRequired',
): FleetMessageKey | undefined {
  return password ? checkNewPassword(password) : required;
}

// Password strength -----------------------------------------------------------------------------

export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong';
export type PasswordHint =
  | 'length8'
  | 'length12'
  | 'lowercase'
  | 'uppercase'
  | 'digit'
  | 'special'
  | 'repeats';

export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  /** What would raise the score (feedback hints), as keys. */
  hints: PasswordHint[];
}

/**
 * Spec 5: 8+ characters 20 points, 12+ 10 more, 16+ 10 more; lowercase, uppercase, digit and a
 * special character 15 each; no character repeated 3+ times in a row 10. Levels: under 40 weak,
 * under 60 fair, under 80 good, otherwise strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  let score = 0;
  const hints: PasswordHint[] = [];
  if (length >= 8) score += 20;
  else hints.push('length8');
  if (length >= 12) score += 10;
  else if (length >= 8) hints.push('length12');
  if (length >= 16) score += 10;
  const classes: Array<[RegExp, PasswordHint]> = [
    [/[a-z]/, 'lowercase'],
    [/[A-Z]/, 'uppercase'],
    [/\d/, 'digit'],
    [/[^A-Za-z0-9]/, 'special'],
  ];
  for (const [pattern, hint] of classes) {
    if (pattern.test(password)) score += 15;
    else hints.push(hint);
  }
  if (length > 0 && !/(.)\1\1/u.test(password)) score += 10;
  else if (length > 0) hints.push('repeats');
  const level: PasswordStrengthLevel =
    score < 40 ? 'weak' : score < 60 ? 'fair' : score < 80 ? 'good' : 'strong';
  return { score, level, hints };
}

// Fingerprints and ids --------------------------------------------------------------------------

const FINGERPRINT_FORMATS = [
  /^FP-[A-Z0-9]{8}-[A-Za-z0-9]+$/,
  /^[A-Z0-9]{4,}-[A-Z0-9]{4,}-[A-Z0-9]{4,}$/,
  /^(DEVICE|KIOSK|POS|SALE)-[A-Z0-9-]+$/,
];

/** Spec 5, fingerprint update: non-empty and one of the three formats. */
export function checkFingerprint(fingerprint: string): FleetMessageKey | undefined {
  const value = fingerprint.trim();
  if (!value) return 'fingerprintEmpty';
  return FINGERPRINT_FORMATS.some((f) => f.test(value)) ? undefined : 'fingerprintInvalid';
}

const PUBLIC_ID = /^K-[A-Z0-9]{8}$/;

/** Spec 5, public id: non-empty after trimming; stored as K- plus 8 capital letters or digits. */
export function checkPublicId(publicId: string): FleetMessageKey | undefined {
  const value = publicId.trim();
  if (!value) return 'publicIdRequired';
  return PUBLIC_ID.test(value.toUpperCase()) ? undefined : 'publicIdInvalid';
}

/** Business and store phone: digits, spaces, hyphen, plus and parentheses (optional). */
export function checkOptionalPhone(phone: string | null | undefined): FleetMessageKey | undefined {
  if (!phone) return undefined;
  return /^[\d\s\-+()]+$/.test(phone) ? undefined : 'phoneInvalid';
}

/**
 * The name a business (or another record named by people) is told apart by: trimmed, inner spaces
 * collapsed, lower case by the Turkish rules (I/ı, İ/i), so "DEMO BÜFE" and "Demo Büfe" are one.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr');
}

/**
 * Business tax number (optional): 10 digits for a company (VKN) or 11 digits for a sole trader
 * (T.C. Kimlik No, with its checksum).
 */
export function checkTaxNumber(value: string | null | undefined): FleetMessageKey | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d{10}$/.test(v)) return undefined;
  if (/^\d{11}$/.test(v)) return isValidTcKimlikNo(v) ? undefined : 'taxNumberChecksum';
  return 'taxNumberInvalid';
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/** A dotted-quad IPv4 address: four numbers 0-255 without leading zeros. Terminal address rules build on it. */
export function isIpv4Address(value: string): boolean {
  return IPV4.test(value);
}

/** The POS form's IP address (optional): when given, an IPv4 address. */
export function checkPosIpAddress(value: string | null | undefined): FleetMessageKey | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  return isIpv4Address(v) ? undefined : 'ipInvalid';
}

/** The POS form's port (optional, 8080 when empty): when given, a whole number 1-65535. */
export function checkPosPort(value: string | number | null | undefined): FleetMessageKey | undefined {
  const v = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!v) return undefined;
  const n = Number(v);
  return /^\d+$/.test(v) && n >= 1 && n <= 65535 ? undefined : 'portInvalid';
}

/** The POS form's port as saved: the number typed (checked by checkPosPort), 8080 when empty. */
export function posFormPort(value: string | number | null | undefined): number {
  const v = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return v ? Number(v) : POS_FORM_DEFAULT_PORT;
}

// Generators (random source injectable for tests) -----------------------------------------------

/** Returns an integer in [0, max). */
export type RandomInt = (max: number) => number;

const defaultRandomInt: RandomInt = (max) => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] as number) % max;
};

const pick = (alphabet: string, random: RandomInt) => alphabet[random(alphabet.length)] as string;
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';
const HEX = '0123456789ABCDEF';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Spec 9: 16 characters with upper, lower, digit and symbol, no character three times in a row. */
export function generatePassword(random: RandomInt = defaultRandomInt): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  for (;;) {
    const chars = [pick(LOWER, random), pick(UPPER, random), pick(DIGITS, random), pick(SYMBOLS, random)];
    while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(all, random));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = random(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const password = chars.join('');
    if (!/(.)\1\1/.test(password)) return password;
  }
}

/** Spec 9: 8 digits, each at most 3 times, at least 3 distinct, and valid by checkKioskPin. */
export function generatePin(random: RandomInt = defaultRandomInt): string {
  for (;;) {
    const pin = Array.from({ length: KIOSK_PIN_LENGTH }, () => String(random(10))).join('');
    const counts = new Map<string, number>();
    for (const d of pin) counts.set(d, (counts.get(d) ?? 0) + 1);
    if (counts.size >= 3 && [...counts.values()].every((n) => n <= 3) && !checkKioskPin(pin)) return pin;
  }
}

/** Spec 9: KIOSK-{time}-{random}-{random} (base 36, upper case). */
export function generateKioskFingerprint(
  now: Date = new Date(),
  random: RandomInt = defaultRandomInt,
): string {
  const part = () => Array.from({ length: 6 }, () => pick(ALNUM, random)).join('');
  return `KIOSK-${now.getTime().toString(36).toUpperCase()}-${part()}-${part()}`;
}

/** Spec 9: public id K- plus 8 hex characters. */
export function generatePublicId(random: RandomInt = defaultRandomInt): string {
  return `K-${Array.from({ length: 8 }, () => pick(HEX, random)).join('')}`;
}

/** Spec 9: POS kiosk device id KD-{8 random characters}. */
export function generatePosKioskDeviceId(random: RandomInt = defaultRandomInt): string {
  return `KD-${Array.from({ length: 8 }, () => pick(ALNUM, random)).join('')}`;
}

/** Spec 9: a fingerprint of 32 hex characters in groups of 8 (valid by the dash-group format). */
export function generatePosFingerprint(random: RandomInt = defaultRandomInt): string {
  return Array.from({ length: 4 }, () => Array.from({ length: 8 }, () => pick(HEX, random)).join('')).join(
    '-',
  );
}

// Presence --------------------------------------------------------------------------------------

export type PresenceStatus = 'online' | 'idle' | 'offline';
export type ConnectionQuality = 'excellent' | 'good' | 'poor' | 'unknown';

export interface PresenceInput {
  /** Last activity of the kiosk's newest active session; undefined when it has none. */
  lastActivityAt: Date | undefined;
  /** Whether the kiosk holds a live realtime connection now. */
  connected: boolean;
  /** The realtime round trip (ping to pong) in milliseconds, when measured. */
  roundTripMs?: number | undefined;
}

/**
 * Spec 4: online while an active session had activity in the last 120 s (or the kiosk holds a live
 * realtime connection with an active session), idle under 600 s, otherwise offline.
 */
export function kioskPresenceStatus(input: PresenceInput, now: Date): PresenceStatus {
  if (!input.lastActivityAt) return 'offline';
  const seconds = (now.getTime() - input.lastActivityAt.getTime()) / 1000;
  if (seconds < PRESENCE_ONLINE_SECONDS || input.connected) return 'online';
  if (seconds < PRESENCE_IDLE_SECONDS) return 'idle';
  return 'offline';
}

/** Connection quality from the realtime round trip: under 150 ms excellent, under 500 ms good. */
export function connectionQuality(roundTripMs: number | undefined): ConnectionQuality {
  if (roundTripMs === undefined) return 'unknown';
  if (roundTripMs < 150) return 'excellent';
  if (roundTripMs < 500) return 'good';
  return 'poor';
}
