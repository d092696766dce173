import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema.js';

export interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  role: UserRole;
  email_confirmed: boolean;
  is_disabled: boolean;
  display_name: string | null;
}

const COLUMNS = [
  'id',
  'email',
  'password_hash',
  'role',
  'email_confirmed',
  'is_disabled',
  'display_name',
] as const;

export class UserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
  }

  findById(id: string): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** Enabled admins with an approval PIN (its hash), to match a manager's PIN against. */
  approvers(): Promise<Array<{ id: string; approval_pin_hash: string }>> {
    return this.db
      .selectFrom('users')
      .select(['id', 'approval_pin_hash'])
      .where('role', 'in', ['admin', 'super_admin'])
      .where('is_disabled', '=', false)
      .where('approval_pin_hash', 'is not', null)
      .orderBy('id')
      .execute() as Promise<Array<{ id: string; approval_pin_hash: string }>>;
  }

  async hasApprovalPin(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('approval_pin_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return Boolean(row?.approval_pin_hash);
  }

  /** Sets (a hash) or clears (null) a user's approval PIN. */
  async setApprovalPin(id: string, hash: string | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ approval_pin_hash: hash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async create(input: {
    email: string;
    passwordHash: string;
    role: UserRole;
    emailConfirmed: boolean;
    displayName?: string | null;
  }): Promise<UserRecord> {
    return this.db
      .insertInto('users')
      .values({
        email: input.email.toLowerCase(),
        password_hash: input.passwordHash,
        role: input.role,
        email_confirmed: input.emailConfirmed,
        display_name: input.displayName ?? null,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async update(
    id: string,
    changes: Partial<{
      password_hash: string;
      role: UserRole;
      is_disabled: boolean;
      email_confirmed: boolean;
    }>,
  ): Promise<UserRecord | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
  }
}
