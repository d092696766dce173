import { createHash, randomBytes } from 'node:crypto';
import { type AuthUser, TILL_PIN_PATTERN, type TokenResponse } from '@kiosk/contracts';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  ACCOUNT_GLOBAL_FAILURE_LIMIT,
  ACCOUNT_LOCK_MS,
  ADDRESS_WINDOW_MS,
  addressRetryAfterSeconds,
  EVERY_ADDRESS,
  lockRetryAfterSeconds,
  type Principal,
} from '@kiosk/domain';
import type { AccessTokens } from '../auth/access-tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import { PublishedSecrets } from '../auth/published-secrets.js';
import { AppError } from '../errors.js';
import type { SessionsEnded } from '../realtime/session-events.js';
import type { AuditRepository } from '../repositories/audit.repository.js';
import type {
  AuthSessionRepository,
  LiveSession,
  SignInAttemptRepository,
} from '../repositories/auth-session.repository.js';
import type { KioskSessionRepository } from '../repositories/kiosk-session.repository.js';
import type { KioskAccountRecord, KioskUserRepository } from '../repositories/kiosk-user.repository.js';
import type { TillPinRepository } from '../repositories/till-pin.repository.js';
import type { UserRecord, UserRepository } from '../repositories/user.repository.js';

export interface RequestContext {
  ip: string;
  userAgent?: string | undefined;
}

/** Two tabs refreshing at once both present the same token; the later one gets this grace. */
const REFRESH_REUSE_GRACE_MS = 10_000;

const authError = {
  invalidCredentials: () => new AppError('invalid_credentials', 400, 'Invalid login credentials'),
  emailNotConfirmed: () => new AppError('email_not_confirmed', 400, 'Email not confirmed'),
  disabled: () => new AppError('account_disabled', 403, 'This account is disabled'),
  locked: (seconds: number) =>
    new AppError('account_locked', 429, 'Too many failed sign-in attempts. Try again later.', {
      retryAfterSeconds: seconds,
    }),
  tooManyAttempts: (seconds: number) =>
    new AppError('rate_limited', 429, 'Too many sign-in attempts from this address. Try again later.', {
      retryAfterSeconds: seconds,
    }),
  invalidRefresh: () => new AppError('invalid_refresh_token', 401, 'Invalid Refresh Token'),
  revoked: () => new AppError('session_revoked', 401, 'The session has ended. Please sign in again.'),
  reused: () =>
    new AppError(
      'refresh_token_reused',
      401,
      'Refresh token already used; the session has been ended for safety.',
    ),
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const tillError = {
  unknownTill: () =>
    new AppError('invalid_till_token', 401, 'This till is not signed in: sign in with e-mail and password'),
  wrongPin: () =>
    new AppError('invalid_credentials', 400, 'Wrong PIN', [{ field: 'pin', message: 'Wrong PIN' }]),
  otherStore: () =>
    new AppError('not_at_this_store', 403, 'This person does not work at the store of this till'),
};

/** 422 `invalid_till_pin` on `pin` unless 4-6 digits (a till PIN set or typed). */
export function assertTillPinShape(pin: string): void {
  if (!TILL_PIN_PATTERN.test(pin)) {
    throw new AppError('invalid_till_pin', 422, 'A till PIN is 4 to 6 digits', [
      { field: 'pin', message: 'A till PIN is 4 to 6 digits' },
    ]);
  }
}

/** The lock's 429 with `retry_after_s` as well (the till's PIN pad reads it, as the manager PIN's). */
function withRetryAfterS(error: unknown): unknown {
  if (!(error instanceof AppError) || error.statusCode !== 429) return error;
  const details = (error.details ?? {}) as { retryAfterSeconds?: number };
  return new AppError(error.code, 429, error.message, {
    ...details,
    retry_after_s: details.retryAfterSeconds,
  });
}

export interface AuthDeps {
  users: UserRepository;
  kioskUsers: KioskUserRepository;
  sessions: AuthSessionRepository;
  attempts: SignInAttemptRepository;
  kioskSessions: KioskSessionRepository;
  /** Records each person's successful sign-in (`auth.sign_in`) for their activity trail (issue 34). */
  audit?: AuditRepository;
  /** Till PINs and tills signed in as a device (grant_type=till_pin). */
  tillPins: TillPinRepository;
  tokens: AccessTokens;
  /** Announces ended sessions to every instance (realtime sockets signed in with them lose their rights). */
  sessionsEnded?: (ended: SessionsEnded) => Promise<void>;
  /** In production the demo's published passwords and PIN never sign in (default: allowed). */
  published?: PublishedSecrets;
  now?: () => Date;
}

type Owner = { kind: 'user'; user: UserRecord } | { kind: 'kiosk'; kiosk: KioskAccountRecord };

/** Sign-in, rotating refresh tokens with reuse detection, sign-out, and token checks. */
export class AuthService {
  private readonly now: () => Date;
  private readonly published: PublishedSecrets;

  constructor(private readonly deps: AuthDeps) {
    this.now = deps.now ?? (() => new Date());
    this.published = deps.published ?? PublishedSecrets.allowed;
  }

  async signInWithPassword(
    input: { email: string; password: string },
    ctx: RequestContext,
  ): Promise<TokenResponse> {
    const login = input.email.trim().toLowerCase();
    await this.checkLimits(login, ctx.ip);
    const user = await this.deps.users.findByEmail(login);
    const ok =
      (await verifyPassword(user?.password_hash, input.password)) &&
      user !== undefined &&
      !this.published.password(input.password);
    await this.deps.attempts.record(login, ctx.ip, ok);
    if (!ok || !user) {
      await this.afterFailure(login, ctx.ip);
      throw authError.invalidCredentials();
    }
    if (!user.email_confirmed) throw authError.emailNotConfirmed();
    if (user.is_disabled) throw authError.disabled();
    // a disable racing this sign-in: no session (disabled since the read) or it ends it too
    const sessionId = await this.deps.sessions.createUserSessionIfEnabled({
      userId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (!sessionId) throw authError.disabled();
    await this.recordSignIn(user, ctx, 'password');
    return this.issue({ kind: 'user', user }, sessionId, null);
  }

  /** One audit row per successful sign-in of a person (the Personel page's trail and last sign-in). */
  private async recordSignIn(user: UserRecord, ctx: RequestContext, how: string): Promise<void> {
    await this.deps.audit?.record({
      actorUserId: user.id,
      actorEmail: user.email,
      action: 'auth.sign_in',
      entityType: 'user',
      entityId: user.id,
      summary: `${how} ${ctx.ip}`,
    });
  }

  async signInKiosk(
    input: { username: string; password: string; device_fingerprint?: string | undefined },
    ctx: RequestContext,
  ): Promise<TokenResponse> {
    const login = `kiosk:${input.username.trim().toLowerCase()}`;
    await this.checkLimits(login, ctx.ip);
    const kiosk = await this.deps.kioskUsers.findByUsername(input.username.trim());
    const ok =
      (await verifyPassword(kiosk?.password_hash, input.password)) &&
      kiosk !== undefined &&
      !this.published.password(input.password);
    await this.deps.attempts.record(login, ctx.ip, ok);
    if (!ok || !kiosk) {
      await this.afterFailure(login, ctx.ip);
      throw authError.invalidCredentials();
    }
    if (!kiosk.is_active) throw authError.disabled();
    const sessionId = await this.deps.sessions.createSession({
      kioskUserId: kiosk.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await this.deps.kioskSessions.start({
      kioskUserId: kiosk.id,
      authSessionId: sessionId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await this.deps.kioskUsers.markSignedIn(kiosk.id, ctx.ip);
    return this.issue({ kind: 'kiosk', kiosk }, sessionId, null);
  }

  /**
   * A cashier's PIN at a till signed in as a device: 401 for an unknown, ended or expired till
   * credential; wrong PINs count toward the sign-in lock (`till-pin:<person>` per address), so
   * the PIN cannot be guessed; then a disabled account or one of another store is refused.
   */
  async signInWithTillPin(
    input: { till_token: string; user_id: string; pin: string },
    ctx: RequestContext,
  ): Promise<TokenResponse> {
    assertTillPinShape(input.pin);
    const till = await this.deps.tillPins.findLiveDevice(sha256(input.till_token), this.now());
    if (!till) throw tillError.unknownTill();
    const login = `till-pin:${input.user_id}`;
    await this.checkLimits(login, ctx.ip).catch((error: unknown) => {
      throw withRetryAfterS(error);
    });
    const holder = await this.deps.tillPins.holder(input.user_id, till.store_id);
    const ok =
      holder !== undefined &&
      holder.role !== 'user' &&
      (await verifyPassword(holder.till_pin_hash ?? undefined, input.pin)) &&
      !this.published.tillPin(input.pin);
    await this.deps.attempts.record(login, ctx.ip, ok);
    if (!ok || !holder) {
      await this.afterFailure(login, ctx.ip);
      throw tillError.wrongPin();
    }
    if (holder.is_disabled) throw authError.disabled();
    if (!holder.works_here) throw tillError.otherStore();
    const user = await this.deps.users.findById(holder.id);
    if (!user) throw tillError.wrongPin();
    // disabled while the PIN was checked (argon2id takes a while): refused, no session left live
    const sessionId = await this.deps.sessions.createUserSessionIfEnabled({
      userId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (!sessionId) throw authError.disabled();
    await this.recordSignIn(user, ctx, 'till_pin');
    return this.issue({ kind: 'user', user }, sessionId, null);
  }

  async refresh(refreshToken: string): Promise<TokenResponse> {
    const token = await this.deps.sessions.findToken(sha256(refreshToken));
    if (!token) throw authError.invalidRefresh();
    if (token.session_revoked_at) throw authError.revoked();
    const owner = await this.ownerOf(token.user_id, token.kiosk_user_id);
    if (!owner) {
      await this.endSession(token.session_id, 'account_disabled');
      throw authError.revoked();
    }
    if (token.rotated_at === null && (await this.deps.sessions.markRotated(token.id))) {
      return this.issue(owner, token.session_id, token.id);
    }
    // Already rotated: a second tab within the grace, or a stolen token being replayed.
    const rotatedAt = token.rotated_at ?? this.now();
    const withinGrace = this.now().getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (withinGrace && !(await this.deps.sessions.hasRotatedChild(token.id))) {
      return this.issue(owner, token.session_id, token.id);
    }
    await this.endSession(token.session_id, 'refresh_token_reuse');
    throw authError.reused();
  }

  /** Local: this session; global: every session of the signed-in user or device. */
  async logout(principal: Principal, scope: 'global' | 'local'): Promise<void> {
    if (scope === 'local') {
      await this.endSession(principal.sessionId, 'signed_out');
      return;
    }
    if (principal.kind === 'user') {
      await this.deps.sessions.revokeAllOfUser(principal.userId, 'signed_out_everywhere');
      await this.announce({ user_id: principal.userId, reason: 'signed_out_everywhere' });
    } else {
      await this.endSession(principal.sessionId, 'signed_out');
    }
  }

  /**
   * The staff menu on a kiosk asks for the device PIN (the app sends its SHA-256). Failures count
   * toward the same lock as sign-ins, so the PIN cannot be guessed.
   */
  /** How staff unlock this kiosk's staff menu: its PIN, or (no PIN set) the device password. */
  async kioskStaffUnlock(principal: Principal): Promise<'pin' | 'password'> {
    if (principal.kind !== 'kiosk') throw new AppError('forbidden', 403, 'Only kiosk devices have a PIN');
    return (await this.deps.kioskUsers.pinHash(principal.kioskUserId)) ? 'pin' : 'password';
  }

  /**
   * The kiosk's staff menu PIN (its SHA-256) or, for a kiosk without a PIN, the device password;
   * both under the sign-in's lock against guessing (per address, then for every address).
   */
  async verifyKioskPin(
    principal: Principal,
    secret: { pinSha256?: string | undefined; password?: string | undefined },
    ctx: RequestContext,
  ): Promise<boolean> {
    if (principal.kind !== 'kiosk') throw new AppError('forbidden', 403, 'Only kiosk devices have a PIN');
    const login = `pin:${principal.kioskUserId}`;
    await this.checkLimits(login, ctx.ip);
    const stored = await this.deps.kioskUsers.pinHash(principal.kioskUserId);
    let ok = false;
    if (stored && secret.pinSha256)
      ok =
        (await verifyPassword(stored, secret.pinSha256.toLowerCase())) &&
        !this.published.pin({ pinSha256: secret.pinSha256 });
    else if (!stored && secret.password) {
      const kiosk = await this.deps.kioskUsers.findById(principal.kioskUserId);
      ok =
        (kiosk ? await verifyPassword(kiosk.password_hash, secret.password) : false) &&
        !this.published.password(secret.password);
    }
    await this.deps.attempts.record(login, ctx.ip, ok);
    if (!ok) await this.afterFailure(login, ctx.ip);
    return ok;
  }

  /** Disabling an account ends all its sessions. */
  async setUserDisabled(userId: string, disabled: boolean): Promise<void> {
    await this.deps.users.update(userId, { is_disabled: disabled });
    if (disabled) {
      await this.deps.sessions.revokeAllOfUser(userId, 'account_disabled');
      await this.announce({ user_id: userId, reason: 'account_disabled' });
    }
  }

  /** Of these sessions, the ones still live, with who holds them now (realtime re-checks). */
  async liveSessions(sessionIds: string[]): Promise<Map<string, Principal>> {
    const rows = await this.deps.sessions.findLiveSessions(sessionIds);
    const live = new Map<string, Principal>();
    for (const row of rows) {
      const principal = this.principalOfSession(row);
      if (principal) live.set(row.session_id, principal);
    }
    return live;
  }

  /** The caller behind an access token: valid signature and claims, live session, enabled account. */
  async authenticate(accessToken: string): Promise<Principal | undefined> {
    const claims = await this.deps.tokens.verify(accessToken);
    if (!claims) return undefined;
    const session = await this.deps.sessions.findLiveSession(claims.sid);
    if (!session) return undefined;
    const principal = this.principalOfSession(session);
    if (!principal || principal.kind !== claims.kind) return undefined;
    const owner = principal.kind === 'user' ? principal.userId : principal.kioskUserId;
    return owner === claims.sub ? principal : undefined;
  }

  /** Who a live session belongs to, when that account may still act. */
  private principalOfSession(session: LiveSession): Principal | undefined {
    if (session.user_id) {
      if (!session.role || !session.email || session.user_disabled !== false) return undefined;
      return {
        kind: 'user',
        userId: session.user_id,
        role: session.role,
        email: session.email,
        sessionId: session.session_id,
      };
    }
    if (!session.kiosk_user_id || !session.kiosk_username) return undefined;
    if (session.kiosk_active !== true || session.kiosk_deleted !== false) return undefined;
    return {
      kind: 'kiosk',
      kioskUserId: session.kiosk_user_id,
      username: session.kiosk_username,
      sessionId: session.session_id,
    };
  }

  private async announce(ended: SessionsEnded): Promise<void> {
    await this.deps.sessionsEnded?.(ended);
  }

  async userOf(principal: Principal): Promise<AuthUser> {
    const owner = await this.ownerOf(
      principal.kind === 'user' ? principal.userId : null,
      principal.kind === 'kiosk' ? principal.kioskUserId : null,
    );
    if (!owner) throw new AppError('unauthorized', 401, 'Authentication required');
    return this.present(owner, principal.sessionId);
  }

  private async ownerOf(userId: string | null, kioskUserId: string | null): Promise<Owner | undefined> {
    if (userId) {
      const user = await this.deps.users.findById(userId);
      return user && !user.is_disabled ? { kind: 'user', user } : undefined;
    }
    if (kioskUserId) {
      const kiosk = await this.deps.kioskUsers.findById(kioskUserId);
      return kiosk?.is_active && !kiosk.is_deleted ? { kind: 'kiosk', kiosk } : undefined;
    }
    return undefined;
  }

  private async endSession(sessionId: string, reason: string): Promise<void> {
    await this.deps.sessions.revokeSession(sessionId, reason);
    await this.deps.kioskSessions.endByAuthSession(sessionId, reason);
    await this.announce({ session_ids: [sessionId], reason });
  }

  private async checkLimits(login: string, ip: string): Promise<void> {
    const now = this.now();
    const attempts = await this.deps.attempts.addressAttemptsSince(
      ip,
      new Date(now.getTime() - ADDRESS_WINDOW_MS),
    );
    const addressWait = addressRetryAfterSeconds(attempts, now);
    if (addressWait > 0) throw authError.tooManyAttempts(addressWait);
    const lockWait = lockRetryAfterSeconds(await this.deps.attempts.lockedUntil(login, ip), now);
    if (lockWait > 0) throw authError.locked(lockWait);
  }

  /**
   * After a failure: 10 from this address lock the login for this address only (a stranger cannot
   * lock the genuine client out); 100 from any addresses lock it for every address.
   */
  private async afterFailure(login: string, ip: string): Promise<void> {
    const now = this.now();
    const since = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS);
    const until = new Date(now.getTime() + ACCOUNT_LOCK_MS);
    if ((await this.deps.attempts.addressFailuresSince(login, ip, since)) >= ACCOUNT_FAILURE_LIMIT) {
      await this.deps.attempts.lock(login, ip, until);
    }
    if ((await this.deps.attempts.failuresSince(login, since)) >= ACCOUNT_GLOBAL_FAILURE_LIMIT) {
      await this.deps.attempts.lock(login, EVERY_ADDRESS, until);
    }
  }

  private async issue(owner: Owner, sessionId: string, parentId: number | null): Promise<TokenResponse> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.deps.sessions.insertToken(sessionId, sha256(refreshToken), parentId);
    const sub = owner.kind === 'user' ? owner.user.id : owner.kiosk.id;
    const access = await this.deps.tokens.sign(
      { sub, sid: sessionId, kind: owner.kind },
      this.now().getTime(),
    );
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresAt - Math.floor(this.now().getTime() / 1000),
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: await this.present(owner, sessionId),
    };
  }

  private async present(owner: Owner, sessionId: string): Promise<AuthUser> {
    if (owner.kind === 'user') {
      const { user } = owner;
      return {
        id: user.id,
        email: user.email,
        role: user.role,
        email_confirmed: user.email_confirmed,
        app_metadata: { role: user.role },
        user_metadata: { display_name: user.display_name },
      };
    }
    const { kiosk } = owner;
    const kioskSession = await this.deps.kioskSessions.findActiveByAuthSession(sessionId);
    return {
      id: kiosk.id,
      email: null,
      role: 'kiosk',
      email_confirmed: true,
      app_metadata: { role: 'kiosk' },
      user_metadata: {},
      kiosk: {
        id: kiosk.id,
        username: kiosk.username,
        public_id: kiosk.public_id,
        device_name: kiosk.device_name,
        payment_mode: kiosk.payment_mode,
        kiosk_session_id: kioskSession?.id ?? null,
        store_id: kiosk.store_id,
      },
    };
  }
}
