import type { FastifyInstance } from 'fastify';
import type { FleetServices } from '../../services/fleet/index.js';
import { fleetPosDeviceRoutes } from './fleet-pos-devices.routes.js';
import { fleetRouter } from './fleet-router.js';
import { kioskAccountRoutes, kioskLinkRoutes } from './kiosk-accounts.routes.js';
import { healthCheckRoutes, kioskMessageRoutes } from './kiosk-messaging.routes.js';
import { businessRoutes, storeRoutes } from './outlets.routes.js';

/**
 * Fleet administration (spec 001 section 7): kiosk accounts, businesses, stores, POS devices and
 * their links, with the spec's function and procedure names, and kiosk messaging with the health
 * check. One file per slice; registered in this order (the OpenAPI document keeps it).
 */
export async function fleetRoutes(app: FastifyInstance, options: { fleet: FleetServices }): Promise<void> {
  const r = fleetRouter(app);
  const { fleet } = options;
  kioskAccountRoutes(r, fleet.kiosks);
  kioskLinkRoutes(r, fleet.links);
  businessRoutes(r, fleet.outlets);
  storeRoutes(r, fleet.outlets);
  fleetPosDeviceRoutes(r, fleet.posDevices);
  healthCheckRoutes(r, fleet.messaging);
  kioskMessageRoutes(r, fleet.messaging);
}
