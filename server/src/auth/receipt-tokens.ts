import { createHmac, timingSafeEqual } from 'node:crypto';
import { DIGITAL_RECEIPT_ERRORS, DIGITAL_RECEIPT_TTL_SECONDS, type DigitalReceiptError } from '@kiosk/domain';
import { isUuid } from '../uuid.js';

const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** A UUID as 22 base64url characters (keeps the QR code small). */
function packId(id: string): string {
  return Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
}

function unpackId(packed: string): string | undefined {
  const bytes = Buffer.from(packed, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== packed) return undefined;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type ReceiptTokenCheck = { ok: true; orderId: string } | { ok: false; code: DigitalReceiptError };

/**
 * Digital-receipt links: `<order id>.<expiry>.<HMAC-SHA256 of both>` with a server secret. The
 * signature is checked first (constant time), then the expiry: an altered expiry is an invalid
 * link, never an expired one.
 */
export class ReceiptTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = DIGITAL_RECEIPT_TTL_SECONDS,
  ) {}

  private mac(packedId: string, expires: string): string {
    return createHmac('sha256', this.secret)
      .update(`digital-receipt:${packedId}.${expires}`)
      .digest('base64url');
  }

  sign(orderId: string, now = Date.now()): { token: string; expiresAt: Date } {
    if (!isUuid(orderId)) throw new Error('An order id is a UUID');
    const expiresAt = Math.floor(now / 1000) + this.ttlSeconds;
    const packed = packId(orderId);
    const expires = expiresAt.toString(36);
    return {
      token: `${packed}.${expires}.${this.mac(packed, expires)}`,
      expiresAt: new Date(expiresAt * 1000),
    };
  }

  verify(token: string, now = Date.now()): ReceiptTokenCheck {
    const match = TOKEN.exec(token);
    if (!match) return { ok: false, code: DIGITAL_RECEIPT_ERRORS.invalid };
    const [, packed, expires, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.mac(packed, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, code: DIGITAL_RECEIPT_ERRORS.invalid };
    }
    const orderId = unpackId(packed);
    if (!orderId) return { ok: false, code: DIGITAL_RECEIPT_ERRORS.invalid };
    if (Number.parseInt(expires, 36) * 1000 <= now)
      return { ok: false, code: DIGITAL_RECEIPT_ERRORS.expired };
    return { ok: true, orderId };
  }
}
