import {
  tillDeviceCreateSchema,
  tillDeviceSchema,
  tillPinPersonSchema,
  tillPinStateSchema,
  tillPinWriteSchema,
  tillTokenBodySchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TillPinService } from '../../services/till-pin.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const tags = ['auth'];
const PIN_URL = '/rest/v1/staff/:id/till-pin';
const params = z.object({ id: z.string().uuid() });

/**
 * Issue 34: a till signed in as a device (made by a staff session at the till, ended with its
 * credential), the people who may sell there with a PIN, and each person's till PIN (admins).
 * The PIN sign-in is `POST /auth/v1/token?grant_type=till_pin`.
 */
export async function tillPinRoutes(
  app: FastifyInstance,
  options: { tillPins: TillPinService },
): Promise<void> {
  const r = zodRouter(app);
  const { tillPins } = options;
  r.post(
    '/rest/v1/till-devices',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Sign this till in as a device (its terminal), for PIN sign-ins here for 14 days',
        body: tillDeviceCreateSchema,
        response: { 201: ok(tillDeviceSchema) },
      },
    },
    async (request, reply) => {
      const data = await tillPins.signInTill(principalOf(request), request.body.pos_device_id);
      return reply.status(201).send({ success: true as const, data });
    },
  );
  r.post(
    '/auth/v1/till/sign-out',
    {
      config: { permission: 'public' },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Sign this till out as a device (its credential ends; PIN sign-ins stop)',
        body: tillTokenBodySchema,
      },
    },
    async (request, reply) => {
      await tillPins.signOutTill(request.body.till_token);
      return reply.status(204).send();
    },
  );
  r.post(
    '/auth/v1/till/cashiers',
    {
      config: { permission: 'public' },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Who may sell at this till with their PIN (the till credential in the body)',
        body: tillTokenBodySchema,
        response: { 200: ok(z.array(tillPinPersonSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await tillPins.cashiers(request.body.till_token) }),
  );
  registerPinRoutes(r, tillPins);
}

function registerPinRoutes(r: ZodRouter, tillPins: TillPinService): void {
  const config = { permission: 'admin' as const };
  const state = (has: boolean) => ({ success: true as const, data: { has_till_pin: has } });
  r.get(
    PIN_URL,
    {
      config,
      schema: {
        tags,
        summary: 'Whether a person has a till PIN',
        params,
        response: { 200: ok(tillPinStateSchema) },
      },
    },
    async (request) => state(await tillPins.hasPin(principalOf(request), request.params.id)),
  );
  r.put(
    PIN_URL,
    {
      config,
      schema: {
        tags,
        summary: "Set a person's till PIN (4-6 digits; audited)",
        params,
        body: tillPinWriteSchema,
        response: { 200: ok(tillPinStateSchema) },
      },
    },
    async (request) => {
      await tillPins.setPin(principalOf(request), request.params.id, request.body.pin);
      return state(true);
    },
  );
  r.delete(
    PIN_URL,
    {
      config,
      schema: {
        tags,
        summary: "Clear a person's till PIN (audited)",
        params,
        response: { 200: ok(tillPinStateSchema) },
      },
    },
    async (request) => {
      await tillPins.clearPin(principalOf(request), request.params.id);
      return state(false);
    },
  );
}
