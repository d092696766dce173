import {
  createStaffSchema,
  listStaffQuerySchema,
  resetStaffPasswordSchema,
  staffActivityPageSchema,
  staffActivityQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  staffPasswordResultSchema,
  updateStaffSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StaffService } from '../../services/staff/staff.service.js';
import { staffActorOf } from '../../services/staff/staff-values.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const idParams = z.object({ id: z.string().uuid() });
const tags = ['staff'];
/** Admins (and super admins); who may change whose account is the service's rule (checkStaffChange). */
const admin = { permission: 'admin' as const };
const actor = (request: { principal?: Parameters<typeof principalOf>[0]['principal'] }) =>
  staffActorOf(principalOf(request));

type Options = { staff: StaffService };

/** The Personel page's API (issue 34): accounts, their stores, disable / enable, resets, activity. */
export async function staffRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  readRoutes(r, options);
  writeRoutes(r, options);
}

function readRoutes(r: ZodRouter, { staff }: Options): void {
  r.get(
    '/rest/v1/staff',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff accounts by name: search (name, e-mail), role, store, status; paged',
        querystring: listStaffQuerySchema,
        response: { 200: ok(staffPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await staff.list(request.query) }),
  );

  r.get(
    '/rest/v1/staff/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One staff account',
        params: idParams,
        response: { 200: ok(staffMemberSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await staff.get(request.params.id) }),
  );

  r.get(
    '/rest/v1/staff/:id/activity',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "An account's activity newest first (sign-ins, refunds, voids, discounts, cash movements, back-office and account changes); kind, from, to (outlet days), paged",
        params: idParams,
        querystring: staffActivityQuerySchema,
        response: { 200: ok(staffActivityPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.activity(request.params.id, request.query),
    }),
  );
}

function writeRoutes(r: ZodRouter, { staff }: Options): void {
  r.post(
    '/rest/v1/staff',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an account (without a password one is generated and answered once)',
        body: createStaffSchema,
        response: { 201: ok(staffPasswordResultSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await staff.create(actor(request), request.body) };
    },
  );

  r.patch(
    '/rest/v1/staff/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit an account's name, role and stores",
        params: idParams,
        body: updateStaffSchema,
        response: { 200: ok(staffMemberSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.update(actor(request), request.params.id, request.body),
    }),
  );

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    r.post(
      `/rest/v1/staff/:id/${path}`,
      {
        config: admin,
        schema: {
          tags,
          summary: disabled ? 'Disable an account: every session of it ends at once' : 'Enable an account',
          params: idParams,
          response: { 200: ok(staffMemberSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await staff.setDisabled(actor(request), request.params.id, disabled),
      }),
    );
  }

  r.post(
    '/rest/v1/staff/:id/reset-password',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set a new password (typed, or generated and answered once); the person's sessions end",
        params: idParams,
        body: resetStaffPasswordSchema,
        response: { 200: ok(staffPasswordResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staff.resetPassword(actor(request), request.params.id, request.body.password),
    }),
  );
}
