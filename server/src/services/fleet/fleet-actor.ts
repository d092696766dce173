import { isSuperAdmin, type Principal } from '@kiosk/domain';
import { errors } from '../../errors.js';

/** The admin making a fleet change. */
export interface FleetActor {
  userId: string;
  email: string;
  superAdmin: boolean;
}

export function fleetActorOf(principal: Principal): FleetActor {
  if (principal.kind !== 'user') throw errors.forbidden();
  return { userId: principal.userId, email: principal.email, superAdmin: isSuperAdmin(principal.role) };
}
