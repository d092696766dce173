import {
  acknowledgeMessageSchema,
  healthCheckResultSchema,
  kioskMessageHistorySchema,
  pendingKioskMessagesSchema,
  sendKioskMessageSchema,
  sentKioskMessagesSchema,
} from '@kiosk/contracts';
import { z } from 'zod';
import type { KioskMessagingService } from '../../services/fleet/kiosk-messaging.service.js';
import { principalOf } from '../permissions.js';
import { actor, admin, type FleetRouter, idParams } from './fleet-router.js';

/** The health check: a STATUS_REQUEST over realtime, acknowledged by the kiosk. */
export function healthCheckRoutes(r: FleetRouter, messaging: KioskMessagingService): void {
  r.post(
    '/functions/v1/kiosk-health-check',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'Ask a kiosk for its status over realtime (a STATUS_REQUEST message); poll the result',
        body: z.object({ kiosk_id: z.string().uuid() }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ message_id: z.string(), requested_at: z.string() }),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.healthCheck(actor(request), request.body.kiosk_id),
    }),
  );
  r.get(
    '/functions/v1/kiosk-health-check/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'A health check: pending, answered (round trip, app version, screen, terminal) or expired',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: healthCheckResultSchema }) },
      },
    },
    async (request) => ({ success: true as const, data: await messaging.healthResult(request.params.id) }),
  );
  r.post(
    '/functions/v1/kiosk-message-ack',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['fleet'],
        summary: 'The kiosk acknowledges a message sent to it (a STATUS_REQUEST with its status)',
        body: acknowledgeMessageSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ recorded: z.boolean(), status: z.string() }),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.acknowledge(principalOf(request), request.body.message_id, request.body.response),
    }),
  );
}

/** Kiosk messaging: send (to a kiosk or every kiosk of a store), history, a kiosk's pending ones. */
export function kioskMessageRoutes(r: FleetRouter, messaging: KioskMessagingService): void {
  r.post(
    '/rest/v1/kiosk_messages',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          'Send a message (NOTIFICATION, COMMAND, POS_COMMAND, STATUS_REQUEST) to a kiosk or to every active kiosk of a store; stored, then pushed on kiosk-messages:<id>',
        body: sendKioskMessageSchema,
        response: { 200: sentKioskMessagesSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.send(actor(request).userId, request.body),
    }),
  );
  r.get(
    '/rest/v1/kiosk_messages',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          "A kiosk's last 20 messages, newest first, with status (pending, delivered, expired, failed)",
        querystring: z.object({ target_kiosk_id: z.string().uuid() }),
        response: { 200: kioskMessageHistorySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.history(request.query.target_kiosk_id),
    }),
  );
  r.get(
    '/functions/v1/kiosk-messages/pending',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['fleet'],
        summary:
          "The signed-in kiosk's unacknowledged messages within their ttl, oldest first (on (re)connect)",
        response: { 200: pendingKioskMessagesSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.pending(principalOf(request)),
    }),
  );
}
