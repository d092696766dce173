import type { Principal } from '@kiosk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fleetActorOf } from '../../services/fleet/fleet-actor.js';
import { principalOf } from '../permissions.js';

/** The fleet routes' Fastify instance, with zod schemas. */
export const fleetRouter = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type FleetRouter = ReturnType<typeof fleetRouter>;

/** Admins only; the super-admin rules (deleted records, kiosk delete, hard delete, restore) are the services'. */
export const admin = { permission: 'admin' as const };
export const idParams = z.object({ id: z.string().uuid() });
export const ok = z.object({ success: z.literal(true) });

/** The admin making the change. */
export const actor = (request: { principal?: Principal }) => fleetActorOf(principalOf(request));
