import type {
  CreateStaff,
  ListStaffQuery,
  StaffActivityPage,
  StaffActivityQuery,
  StaffMember,
  StaffPage,
  StaffPasswordResult,
  UpdateStaff,
} from '@kiosk/contracts';
import { checkStaffChange, type UserRole } from '@kiosk/domain';
import { hashPassword } from '../../auth/passwords.js';
import { PublishedSecrets } from '../../auth/published-secrets.js';
import { publishSessionsEnded } from '../../realtime/session-events.js';
import { UniqueConflict } from '../../repositories/database-errors.js';
import type { Repositories } from '../../repositories/index.js';
import {
  choosePassword,
  emailTaken,
  notFound,
  presentActivity,
  presentMember,
  rangeReversed,
  refused,
  type StaffActor,
  unknownStore,
} from './staff-values.js';

const DEFAULT_PAGE_SIZE = 25;

type Locked = {
  id: string;
  email: string;
  display_name: string | null;
  role: UserRole;
  is_disabled: boolean;
};

/**
 * The Personel page (issue 34): staff accounts, their stores, disable / enable, password resets and
 * each account's activity trail. Who may change whom is `checkStaffChange` (packages/domain);
 * every change writes its audit entry in the same transaction; disabling or a new password ends
 * the person's sessions at once.
 */
export class StaffService {
  private readonly published: PublishedSecrets;

  constructor(
    private readonly repos: Repositories,
    private readonly deps: { timeZone: string; published?: PublishedSecrets | undefined },
  ) {
    this.published = deps.published ?? PublishedSecrets.allowed;
  }

  async list(query: ListStaffQuery): Promise<StaffPage> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.repos.staff.list(query, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const stores = await this.repos.staff.storesOf(rows.map((r) => r.id));
    return { items: rows.map((r) => presentMember(r, stores.get(r.id))), total, page, page_size: pageSize };
  }

  async get(id: string): Promise<StaffMember> {
    const row = await this.repos.staff.find(id);
    if (!row) throw notFound();
    const stores = await this.repos.staff.storesOf([id]);
    return presentMember(row, stores.get(id));
  }

  async create(actor: StaffActor, body: CreateStaff): Promise<StaffPasswordResult> {
    const refusal = checkStaffChange({
      actor: { id: actor.userId, role: actor.role },
      next: { role: body.role, disabled: false },
      activeSuperAdmins: 0,
    });
    if (refusal) throw refused(refusal);
    const storeIds = await this.checkStores(body.store_ids ?? []);
    const { password, generated } = choosePassword(body.password, this.published);
    const passwordHash = await hashPassword(password);
    if (await this.repos.user.findByEmail(body.email)) throw emailTaken();
    const id = await this.repos
      .transaction(async (repos) => {
        const displayName = body.display_name || null;
        const user = await repos.staff.insert({
          email: body.email,
          password_hash: passwordHash,
          role: body.role,
          display_name: displayName,
        });
        await repos.staff.replaceStores(user.id, storeIds);
        await this.audit(repos, actor, user.id, 'staff.created', `${user.email} (${body.role})`, null, {
          email: user.email,
          display_name: displayName,
          role: body.role,
          is_disabled: false,
          store_ids: storeIds,
        });
        return user.id;
      })
      .catch((error: unknown) => {
        throw error instanceof UniqueConflict ? emailTaken() : error;
      });
    return { member: await this.get(id), generated_password: generated };
  }

  async update(actor: StaffActor, id: string, body: UpdateStaff): Promise<StaffMember> {
    const storeIds = body.store_ids === undefined ? undefined : await this.checkStores(body.store_ids);
    await this.repos.transaction(async (repos) => {
      const before = await this.lockChecked(repos, actor, id, (t) => ({
        role: body.role ?? t.role,
        disabled: t.is_disabled,
      }));
      const beforeStores = (await repos.staff.storesOf([id])).get(id)?.map((s) => s.id) ?? [];
      const changes = {
        ...(body.display_name !== undefined ? { display_name: body.display_name || null } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
      };
      await repos.staff.update(id, changes);
      if (storeIds) await repos.staff.replaceStores(id, storeIds);
      const after = { ...before, ...changes, store_ids: storeIds ?? beforeStores };
      await this.audit(
        repos,
        actor,
        id,
        'staff.updated',
        before.email,
        { ...before, store_ids: beforeStores },
        after,
      );
    });
    return this.get(id);
  }

  /** Disable (every session ends at once) or enable an account. */
  async setDisabled(actor: StaffActor, id: string, disabled: boolean): Promise<StaffMember> {
    await this.repos.transaction(async (repos) => {
      const before = await this.lockChecked(repos, actor, id, (t) => ({ role: t.role, disabled }));
      if (before.is_disabled === disabled) return;
      await repos.staff.update(id, { is_disabled: disabled });
      if (disabled) await this.endSessions(repos, id, 'account_disabled');
      await this.audit(
        repos,
        actor,
        id,
        disabled ? 'staff.disabled' : 'staff.enabled',
        before.email,
        { is_disabled: before.is_disabled },
        { is_disabled: disabled },
      );
    });
    return this.get(id);
  }

  /** A new password (typed or generated, shown once); the person's sessions end. */
  async resetPassword(
    actor: StaffActor,
    id: string,
    typed: string | undefined,
  ): Promise<StaffPasswordResult> {
    const { password, generated } = choosePassword(typed, this.published);
    const passwordHash = await hashPassword(password);
    await this.repos.transaction(async (repos) => {
      const before = await this.lockChecked(repos, actor, id, (t) => ({
        role: t.role,
        disabled: t.is_disabled,
      }));
      await repos.staff.update(id, { password_hash: passwordHash });
      await this.endSessions(repos, id, 'password_reset');
      await this.audit(repos, actor, id, 'staff.password_reset', before.email, null, {
        generated: generated !== null,
      });
    });
    return { member: await this.get(id), generated_password: generated };
  }

  async activity(id: string, query: StaffActivityQuery): Promise<StaffActivityPage> {
    if (query.from && query.to && query.from > query.to) throw rangeReversed();
    if (!(await this.repos.staff.find(id))) throw notFound();
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const rows = await this.repos.staff.activity(
      id,
      { kind: query.kind, from: query.from, to: query.to, timeZone: this.deps.timeZone },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return {
      items: rows.slice(0, pageSize).map(presentActivity),
      page,
      page_size: pageSize,
      has_more: rows.length > pageSize,
    };
  }

  private async checkStores(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if ((await this.repos.staff.countStores(unique)) !== unique.length) throw unknownStore();
    return unique;
  }

  /** Locks the account (and the enabled super admins) and checks the change against the rule. */
  private async lockChecked(
    repos: Repositories,
    actor: StaffActor,
    id: string,
    next: (target: Locked) => { role: UserRole; disabled: boolean },
  ): Promise<Locked> {
    const activeSuperAdmins = await repos.staff.lockActiveSuperAdmins();
    const target = await repos.staff.lockUser(id);
    if (!target) throw notFound();
    const refusal = checkStaffChange({
      actor: { id: actor.userId, role: actor.role },
      target: { id: target.id, role: target.role, disabled: target.is_disabled },
      next: next(target),
      activeSuperAdmins,
    });
    if (refusal) throw refused(refusal);
    return target;
  }

  /** Ends every session of the person at once: requests (checked per request) and realtime sockets. */
  private async endSessions(repos: Repositories, userId: string, reason: string): Promise<void> {
    await repos.authSession.revokeAllOfUser(userId, reason);
    await publishSessionsEnded(repos.db, { user_id: userId, reason });
  }

  private async audit(
    repos: Repositories,
    actor: StaffActor,
    id: string,
    action: string,
    summary: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await repos.audit.record({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action,
      entityType: 'user',
      entityId: id,
      summary,
      // never a password or its hash: the rows read here have neither
      before,
      after,
    });
  }
}
