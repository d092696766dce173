import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  ACCOUNT_LOCK_MS,
  EVERY_ADDRESS,
  lockRetryAfterSeconds,
  type Principal,
} from '@kiosk/domain';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

const pinIssue = (message: string) => [{ field: 'manager_pin', message }];

/**
 * A manager's approval of manual discounts above the back office's limit: the PIN given is matched
 * against the approval PINs of the enabled admins (hashed like passwords). Wrong PINs count and
 * lock as the kiosk's staff PIN does (sign_in_attempts / sign_in_locks, 10 failures in 15 minutes
 * lock for 30), under the login `approval-pin:<the cashier or device>`.
 */
export class ManagerApprovalService {
  constructor(
    private readonly repos: Repositories,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The approving manager's id; 403 manager_pin_required / manager_pin_invalid, 429 manager_pin_locked. */
  async approve(principal: Principal, pin: string | undefined): Promise<string> {
    if (!pin) {
      throw new AppError(
        'manager_pin_required',
        403,
        "This discount is over the limit: a manager's PIN is needed",
        pinIssue("A manager's PIN is needed"),
      );
    }
    const login = `approval-pin:${principal.kind === 'user' ? principal.userId : principal.kioskUserId}`;
    const attempts = this.repos.signInAttempt;
    const now = this.now();
    const wait = lockRetryAfterSeconds(await attempts.lockedUntil(login, EVERY_ADDRESS), now);
    if (wait > 0) throw locked(wait);
    let approver: string | undefined;
    for (const manager of await this.repos.user.approvers()) {
      if (await verifyPassword(manager.approval_pin_hash, pin)) {
        approver = manager.id;
        break;
      }
    }
    await attempts.record(login, EVERY_ADDRESS, approver !== undefined);
    if (approver) return approver;
    const since = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS);
    if ((await attempts.failuresSince(login, since)) >= ACCOUNT_FAILURE_LIMIT) {
      await attempts.lock(login, EVERY_ADDRESS, new Date(now.getTime() + ACCOUNT_LOCK_MS));
    }
    throw new AppError('manager_pin_invalid', 403, "The manager's PIN is wrong", pinIssue('Wrong PIN'));
  }

  /** Whether the signed-in admin has an approval PIN. */
  async hasPin(principal: Principal): Promise<boolean> {
    if (principal.kind !== 'user') throw new AppError('forbidden', 403, 'Only a person has an approval PIN');
    return this.repos.user.hasApprovalPin(principal.userId);
  }

  /** An admin sets their own approval PIN, confirmed by their password (audited, never returned). */
  async setPin(principal: Principal, input: { pin: string; password: string }): Promise<void> {
    const user = await this.confirmed(principal, input.password);
    await this.repos.transaction(async (repos) => {
      await repos.user.setApprovalPin(user.id, await hashPassword(input.pin));
      await repos.audit.record({
        actorUserId: user.id,
        actorEmail: user.email,
        action: 'user.approval_pin_set',
        entityType: 'user',
        entityId: user.id,
        summary: user.email,
      });
    });
  }

  /** An admin clears their own approval PIN. */
  async clearPin(principal: Principal): Promise<void> {
    if (principal.kind !== 'user') throw new AppError('forbidden', 403, 'Only a person has an approval PIN');
    await this.repos.transaction(async (repos) => {
      await repos.user.setApprovalPin(principal.userId, null);
      await repos.audit.record({
        actorUserId: principal.userId,
        actorEmail: principal.email,
        action: 'user.approval_pin_cleared',
        entityType: 'user',
        entityId: principal.userId,
        summary: principal.email,
      });
    });
  }

  private async confirmed(principal: Principal, password: string) {
    if (principal.kind !== 'user') throw new AppError('forbidden', 403, 'Only a person has an approval PIN');
    const user = await this.repos.user.findById(principal.userId);
    if (!user || !(await verifyPassword(user.password_hash, password))) {
      throw new AppError('invalid_password', 403, 'The password is wrong', [
        { field: 'password', message: 'The password is wrong' },
      ]);
    }
    return user;
  }
}

function locked(seconds: number): AppError {
  return new AppError(
    'manager_pin_locked',
    429,
    `Too many wrong PINs: try again in ${Math.ceil(seconds / 60)} minutes`,
    { retry_after_s: seconds },
  );
}
