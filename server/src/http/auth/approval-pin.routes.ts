import { approvalPinStateSchema, approvalPinWriteSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ManagerApprovalService } from '../../services/manager-approval.service.js';
import { principalOf } from '../permissions.js';
import { zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const tags = ['auth'];
const config = { permission: 'admin' as const };
const URL = '/rest/v1/me/approval-pin';

/** The signed-in admin's own approval PIN (manual discounts above the limit): read, set, clear. */
export async function approvalPinRoutes(
  app: FastifyInstance,
  options: { approvals: ManagerApprovalService },
): Promise<void> {
  const r = zodRouter(app);
  const { approvals } = options;
  const state = (has: boolean) => ({ success: true as const, data: { has_approval_pin: has } });
  r.get(
    URL,
    {
      config,
      schema: {
        tags,
        summary: 'Whether I have an approval PIN',
        response: { 200: ok(approvalPinStateSchema) },
      },
    },
    async (request) => state(await approvals.hasPin(principalOf(request))),
  );
  r.put(
    URL,
    {
      config,
      schema: {
        tags,
        summary: 'Set my approval PIN (4-8 digits), confirmed by my password',
        body: approvalPinWriteSchema,
        response: { 200: ok(approvalPinStateSchema) },
      },
    },
    async (request) => {
      await approvals.setPin(principalOf(request), request.body);
      return state(true);
    },
  );
  r.delete(
    URL,
    {
      config,
      schema: { tags, summary: 'Clear my approval PIN', response: { 200: ok(approvalPinStateSchema) } },
    },
    async (request) => {
      await approvals.clearPin(principalOf(request));
      return state(false);
    },
  );
}
