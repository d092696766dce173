import type { FleetMessageKey } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import { AppError, errors } from '../../errors.js';

/** The fleet's error texts the API answers with: the Turkish catalogue's, one text for every code. */
export const FLEET_MESSAGES: Record<FleetMessageKey, string> = tr.fleet.errors;

/** A 400 naming the field, with the fleet message's key. */
export const invalid = (field: string, key: FleetMessageKey) =>
  errors.validation([{ field, message: FLEET_MESSAGES[key], key }]);

/** Any other refusal: its code and status, with the fleet message's key. */
export const fail = (code: string, status: number, key: FleetMessageKey) =>
  new AppError(code, status, FLEET_MESSAGES[key], { key });

/** A 409 conflict on one field (a name, serial number or id already taken). */
export const taken = (field: string, key: FleetMessageKey) =>
  new AppError('conflict', 409, FLEET_MESSAGES[key], { field, key });

export const superAdminOnly = () => fail('forbidden', 403, 'superAdminOnly');

/** Throws the rule's 400 when a domain check names a problem. */
export function check(field: string, key: FleetMessageKey | undefined): void {
  if (key) throw invalid(field, key);
}
