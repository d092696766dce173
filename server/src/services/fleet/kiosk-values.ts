import { checkKioskPassword, checkKioskPin, checkKioskUsername, checkOptionalEmail } from '@kiosk/domain';
import { hashPassword } from '../../auth/passwords.js';
import type { PublishedSecrets } from '../../auth/published-secrets.js';
import { AppError } from '../../errors.js';
import { UniqueConflict } from '../../repositories/database-errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { KioskWrite } from '../../repositories/kiosk-account.repository.js';
import { type AuditValues, orNull, sha256 } from './fleet-audit.js';
import { check, FLEET_MESSAGES, invalid } from './fleet-errors.js';

/** The kiosk form's fields the create and update actions share. */
export interface KioskFormInput {
  username?: string | undefined;
  email?: string | null | undefined;
  pin?: string | null | undefined;
  pin_hash?: string | null | undefined;
  device_name?: string | null | undefined;
  business_id?: string | null | undefined;
  store_id?: string | null | undefined;
  is_active?: boolean | undefined;
  location?: string | null | undefined;
  note?: string | null | undefined;
}

/** The business and store a kiosk has now (an update keeps a passive one it already has). */
type KioskOutlet = { business_id: string | null; store_id: string | null };

/** A kiosk password: the one password rule, and never a published demo password in production. */
export function checkPassword(
  published: PublishedSecrets,
  field: string,
  password: string,
  required: 'passwordRequired' | 'newPasswordRequired',
): void {
  check(field, checkKioskPassword(password, required));
  if (published.password(password)) throw invalid(field, 'passwordPublished');
}

/** The PIN as its stored hash: set (from the PIN or its SHA-256), cleared, or left as it is. */
async function pinHash(
  published: PublishedSecrets,
  input: KioskFormInput,
): Promise<string | null | undefined> {
  if (input.pin) {
    check('pin', checkKioskPin(input.pin));
    if (published.pin({ pin: input.pin })) throw invalid('pin', 'pinPublished');
    return hashPassword(sha256(input.pin));
  }
  if (input.pin_hash) {
    if (published.pin({ pinSha256: input.pin_hash })) throw invalid('pin_hash', 'pinPublished');
    return hashPassword(input.pin_hash.toLowerCase());
  }
  if (input.pin === null || input.pin_hash === null) return null;
  return undefined;
}

/** The kiosk's form fields, checked by the spec's rules (section 5). */
export async function kioskValues(
  repos: Repositories,
  published: PublishedSecrets,
  input: KioskFormInput,
  current?: KioskOutlet,
): Promise<KioskWrite> {
  const values: KioskWrite = {};
  if (input.username !== undefined) {
    check('username', checkKioskUsername(input.username));
    values.username = input.username;
  }
  if (input.email !== undefined) {
    check('email', checkOptionalEmail(input.email));
    values.email = orNull(input.email);
  }
  const pin = await pinHash(published, input);
  if (pin !== undefined) values.pin_hash = pin;
  if (input.device_name !== undefined) values.device_name = orNull(input.device_name);
  if (input.location !== undefined) values.location = orNull(input.location);
  if (input.note !== undefined) values.note = orNull(input.note);
  if (input.is_active !== undefined) values.is_active = input.is_active;
  if (input.business_id !== undefined) values.business_id = input.business_id || null;
  if (input.store_id !== undefined) values.store_id = input.store_id || null;
  await checkOutlet(repos, values, current);
  return values;
}

/** The kiosk's business and store exist, belong together and are active (unless already the kiosk's). */
async function checkOutlet(repos: Repositories, values: KioskWrite, current: KioskOutlet | undefined) {
  const businessId = values.business_id !== undefined ? values.business_id : (current?.business_id ?? null);
  const storeId = values.store_id !== undefined ? values.store_id : (current?.store_id ?? null);
  if (values.business_id) {
    const business = await repos.outlet.findBusiness(values.business_id);
    if (!business) throw invalid('business_id', 'businessNotFound');
    // A passive business is not offered for kiosks; one the kiosk already has may stay.
    if (!business.is_active && values.business_id !== current?.business_id)
      throw invalid('business_id', 'businessInactive');
  }
  if (storeId && (values.store_id !== undefined || values.business_id !== undefined)) {
    const store = await repos.outlet.findStore(storeId);
    if (!store) throw invalid('store_id', 'storeNotFound');
    if (store.business_id !== businessId) throw invalid('store_id', 'storeNotInBusiness');
    if (!store.is_active && storeId !== current?.store_id) throw invalid('store_id', 'storeInactive');
  }
}

/** The audit's copy of a kiosk write, without secrets. */
export function auditable(values: KioskWrite & { device_fingerprint?: string }): AuditValues {
  const { password_hash: _p, pin_hash, ...rest } = values;
  return { ...rest, ...(pin_hash !== undefined ? { pin_changed: true } : {}) };
}

/** A kiosk write refused by a unique index: 409 naming the field (username or public id). */
export function kioskConflict(error: unknown): unknown {
  if (error instanceof UniqueConflict) {
    if (error.what === 'username')
      return new AppError('conflict', 409, FLEET_MESSAGES.usernameTaken, {
        key: 'usernameTaken',
        field: 'username',
      });
    if (error.what === 'public_id')
      return new AppError('conflict', 409, FLEET_MESSAGES.publicIdTaken, {
        key: 'publicIdTaken',
        field: 'public_id',
      });
  }
  return error;
}
