import { createHash, randomBytes } from 'node:crypto';
import type { TillDevice, TillPinPerson } from '@kiosk/contracts';
import { isAdmin, isStaff, isSuperAdmin, type Principal } from '@kiosk/domain';
import { hashPassword } from '../auth/passwords.js';
import { PublishedSecrets } from '../auth/published-secrets.js';
import { AppError, errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { assertTillPinShape } from './auth.service.js';

/** A till stays signed in as a device this long after a staff member's password sign-in there. */
const TILL_DEVICE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const unknownTill = () =>
  new AppError('invalid_till_token', 401, 'This till is not signed in: sign in with e-mail and password');

/**
 * Issue 34: tills signed in as a device (a credential the sale app keeps after a staff member's
 * password sign-in at the till; its SHA-256 stored, 14 days, revocable) and each person's till PIN
 * (4-6 digits, argon2id, set by an admin, audited). The PIN sign-in itself is AuthService's
 * (grant_type=till_pin), beside the other sign-ins and their lock.
 */
export class TillPinService {
  constructor(
    private readonly repos: Repositories,
    private readonly published: PublishedSecrets = PublishedSecrets.allowed,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A staff member signed in at this till makes it a device (its terminal: `posDeviceId`). */
  async signInTill(principal: Principal, posDeviceId: string): Promise<TillDevice> {
    if (principal.kind !== 'user' || !isStaff(principal.role)) throw errors.forbidden();
    const device = await this.repos.tillPin.activePosDevice(posDeviceId);
    if (!device) throw errors.notFound('Till terminal');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + TILL_DEVICE_TTL_MS);
    await this.repos.tillPin.createDevice({
      posDeviceId,
      tokenHash: sha256(token),
      userId: principal.userId,
      expiresAt,
    });
    return { till_token: token, pos_device_id: posDeviceId, expires_at: expiresAt.toISOString() };
  }

  /** "Sign this till out": its credential ends (401 when unknown or already ended). */
  async signOutTill(tillToken: string): Promise<void> {
    if (!(await this.repos.tillPin.revokeDevice(sha256(tillToken), this.now()))) throw unknownTill();
  }

  /** Who may sell at this till with a PIN: enabled staff of its store (no store: all) with a PIN. */
  async cashiers(tillToken: string): Promise<TillPinPerson[]> {
    const till = await this.repos.tillPin.findLiveDevice(sha256(tillToken), this.now());
    if (!till) throw unknownTill();
    const rows = await this.repos.tillPin.cashiersAt(till.store_id);
    return rows.map((row) => ({
      id: row.id,
      name: row.display_name?.trim() || row.email.split('@')[0] || row.email,
      role: row.role as TillPinPerson['role'],
    }));
  }

  async hasPin(principal: Principal, userId: string): Promise<boolean> {
    const target = await this.target(principal, userId);
    return target.till_pin_hash !== null;
  }

  /** An admin sets a person's till PIN (audited; the PIN is never stored or logged). */
  async setPin(principal: Principal, userId: string, pin: string): Promise<void> {
    assertTillPinShape(pin);
    if (this.published.tillPin(pin)) {
      throw new AppError('invalid_till_pin', 422, 'This PIN is published with the demo: choose another', [
        { field: 'pin', message: 'This PIN is published with the demo' },
      ]);
    }
    await this.target(principal, userId);
    const hash = await hashPassword(pin);
    await this.write(principal, userId, hash, 'user.till_pin_set');
  }

  async clearPin(principal: Principal, userId: string): Promise<void> {
    await this.target(principal, userId);
    await this.write(principal, userId, null, 'user.till_pin_cleared');
  }

  private async write(principal: Principal, userId: string, hash: string | null, action: string) {
    if (principal.kind !== 'user') throw errors.forbidden();
    await this.repos.transaction(async (repos) => {
      const user = await repos.user.findById(userId);
      await repos.tillPin.setPin(userId, hash);
      await repos.audit.record({
        actorUserId: principal.userId,
        actorEmail: principal.email,
        action,
        entityType: 'user',
        entityId: userId,
        summary: user?.email ?? userId,
      });
    });
  }

  /** The person whose PIN an admin reads or changes: staff only; a super admin's by a super admin. */
  private async target(principal: Principal, userId: string) {
    if (principal.kind !== 'user' || !isAdmin(principal.role)) throw errors.forbidden();
    const holder = await this.repos.tillPin.holder(userId, null);
    if (!holder) throw errors.notFound('User');
    if (!isStaff(holder.role)) {
      throw new AppError('not_staff', 422, 'Only cashiers, admins and super admins have a till PIN', [
        { field: 'id', message: 'Not a staff account' },
      ]);
    }
    if (isSuperAdmin(holder.role) && !isSuperAdmin(principal.role)) {
      throw errors.forbidden("Only a super admin may change a super admin's till PIN");
    }
    return holder;
  }
}
