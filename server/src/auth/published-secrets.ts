import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_KIOSK, DEMO_TERMINAL, DEMO_TILL_PIN } from '../db/seed/demo-accounts.js';
import { cloudTokenHash } from './cloud-token.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const PASSWORDS = new Set([...DEMO_ACCOUNTS.map((a) => a.password), DEMO_KIOSK.password]);
/** The kiosk app sends a PIN's SHA-256 (hex); the server stores and compares that. */
const PIN_SHA256 = sha256(DEMO_KIOSK.pin);
const CLOUD_TOKEN_SHA256 = cloudTokenHash(DEMO_TERMINAL.cloudToken);

/**
 * The demo outlet's published secrets (README: the demo sign-ins' passwords, the kiosk PIN, the
 * simulator's CLOUD token). In production (`refused`) they are refused wherever they could be set
 * (a password, a PIN, a terminal activated with the demo token) or used (a sign-in, a staff PIN, a
 * CLOUD connection), not only at start-up; elsewhere the demo outlet works with them.
 */
export class PublishedSecrets {
  /** Development and tests: nothing is refused. */
  static readonly allowed = new PublishedSecrets(false);

  constructor(readonly refused: boolean) {}

  password(value: string): boolean {
    return this.refused && PASSWORDS.has(value);
  }

  /** A PIN as typed (8 digits) or as the SHA-256 the kiosk app sends. */
  pin(value: { pin?: string | null | undefined; pinSha256?: string | null | undefined }): boolean {
    if (!this.refused) return false;
    return (
      (value.pin !== undefined && value.pin !== null && sha256(value.pin) === PIN_SHA256) ||
      value.pinSha256?.toLowerCase() === PIN_SHA256
    );
  }

  /** The demo cashier's published till PIN. */
  tillPin(value: string): boolean {
    return this.refused && value === DEMO_TILL_PIN;
  }

  cloudToken(token: string): boolean {
    return this.refused && cloudTokenHash(token) === CLOUD_TOKEN_SHA256;
  }

  /** A terminal whose stored token hash is the demo token's. */
  cloudTokenSha256(hash: string | null | undefined): boolean {
    return this.refused && hash === CLOUD_TOKEN_SHA256;
  }
}
