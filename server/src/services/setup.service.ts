import { createHash, timingSafeEqual } from 'node:crypto';
import {
  SETUP_ALREADY_DONE,
  SETUP_TOKEN_INVALID,
  type SetupInput,
  type SetupResult,
  type SetupStatus,
} from '@kiosk/contracts';
import {
  DB_CHANGES_CHANNEL,
  formatDistrict,
  isIanaTimeZone,
  type SetupMessageKey,
  setupIssues,
} from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import { hashPassword } from '../auth/passwords.js';
import { AppError, errors } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import { sharedSecret } from '../repositories/server-secret.repository.js';
import { SETUP_TOKEN_SECRET, type SetupRepository } from '../repositories/setup.repository.js';

/** The settings the setup writes: the outlet's time zone and currency. */
const OUTLET_TIME_ZONE_SETTING = 'outlet_time_zone';
const CURRENCY_SETTING = 'default_currency';

/** The Turkish text of a setup problem (the API's message; the wizard translates the key). */
function message(key: SetupMessageKey): string {
  const own = tr.setup.errors as Record<string, string>;
  const fleet = tr.fleet.errors as Record<string, string>;
  return own[key] ?? fleet[key] ?? key;
}

/** The time zone the first-run setup chose (the server's business day follows it unless OUTLET_TIME_ZONE is set). */
export async function setupTimeZone(repos: Repositories): Promise<string | undefined> {
  const [row] = await repos.settings.find([OUTLET_TIME_ZONE_SETTING]);
  return typeof row?.value === 'string' && isIanaTimeZone(row.value) ? row.value : undefined;
}

const alreadyDone = () =>
  new AppError(SETUP_ALREADY_DONE, 409, 'Setup is already done: an account exists. Sign in instead.');
const tokenInvalid = () =>
  new AppError(SETUP_TOKEN_INVALID, 403, 'The setup link is not valid. Use the one printed at start.');

function sameToken(stored: string | undefined, given: string): boolean {
  if (!stored) return false;
  const a = createHash('sha256').update(stored).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/**
 * First-run setup (issue 30): while no account exists a one-time token (printed at start) lets
 * one person create the first super admin, the business and store, and the outlet's time zone and
 * currency, in one transaction. Refused once any account exists; two completes at once have one winner.
 */
export class SetupService {
  constructor(private readonly repos: Repositories) {}

  /** At start: the setup token while setup is needed (made once, shared by every instance), else undefined. */
  async prepare(): Promise<string | undefined> {
    if (await this.repos.setup.hasAccounts()) return undefined;
    return sharedSecret(this.repos.db, SETUP_TOKEN_SECRET);
  }

  async status(token: string | undefined): Promise<SetupStatus> {
    const setup = this.repos.setup;
    const needed = !(await setup.hasAccounts());
    if (token === undefined) return { needed };
    return { needed, token_valid: needed && sameToken(await setup.token(), token) };
  }

  async complete(input: SetupInput): Promise<SetupResult> {
    await this.refuseUnlessOpen(this.repos.setup, input.token);
    const issues = setupIssues(input);
    if (issues.length > 0) {
      throw errors.validation(issues.map((i) => ({ field: i.field, message: message(i.key), key: i.key })));
    }
    const passwordHash = await hashPassword(input.password);
    return this.repos.transaction(async (repos) => {
      const setup = repos.setup;
      await setup.lock();
      await this.refuseUnlessOpen(setup, input.token);
      return this.create(repos, setup, input, passwordHash);
    });
  }

  private async refuseUnlessOpen(setup: SetupRepository, token: string): Promise<void> {
    if (await setup.hasAccounts()) throw alreadyDone();
    if (!sameToken(await setup.token(), token)) throw tokenInvalid();
  }

  private async create(
    repos: Repositories,
    setup: SetupRepository,
    input: SetupInput,
    passwordHash: string,
  ): Promise<SetupResult> {
    const user = await repos.user.create({
      email: input.email,
      passwordHash,
      role: 'super_admin',
      emailConfirmed: true,
      displayName: input.display_name || null,
    });
    const phone = input.phone || null;
    const business = await setup.createBusiness({
      name: input.business_name,
      taxOffice: input.tax_office,
      taxNumber: input.tax_number,
      address: `${input.address}, ${formatDistrict(input.district, input.province)}`,
      phone,
      email: user.email,
    });
    const store = await setup.createStore({
      businessId: business.id,
      name: input.store_name,
      address: input.address,
      province: input.province,
      district: input.district,
      phone,
    });
    const settings = repos.settings;
    await settings.upsert(OUTLET_TIME_ZONE_SETTING, input.time_zone);
    await settings.upsert(CURRENCY_SETTING, input.currency);
    await setup.dropToken();
    await repos.audit.record({
      actorUserId: user.id,
      actorEmail: user.email,
      action: 'setup.completed',
      entityType: 'business',
      entityId: business.id,
      summary: `${business.name} / ${store.name}`,
    });
    await publishEvent(repos.db, {
      channel: DB_CHANGES_CHANNEL,
      event: 'UPDATE',
      table: 'settings',
      payload: { id: CURRENCY_SETTING },
    });
    return {
      user: { id: user.id, email: user.email, role: user.role },
      business: { id: business.id, name: business.name },
      store: { id: store.id, name: store.name },
    };
  }
}
