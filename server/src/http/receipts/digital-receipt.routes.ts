import {
  digitalReceiptLinkRequestSchema,
  digitalReceiptLinkSchema,
  digitalReceiptSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { DigitalReceiptService } from '../../services/digital-receipt.service.js';
import { principalOf } from '../permissions.js';
import { receiptLanguage, renderReceiptError, renderReceiptPage } from './receipt-page.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
/** Long enough for any token this server signs; longer input is refused before any work. */
const tokenSchema = z.string().max(200);

/**
 * The digital receipt: a kiosk (or a cashier) asks for a signed link to a paid order's receipt; the
 * page itself is public, opened by the link's token alone (no guessable ids), as HTML or as JSON.
 */
export async function digitalReceiptRoutes(
  app: FastifyInstance,
  options: { receipts: DigitalReceiptService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { receipts } = options;
  const tags = ['receipts'];

  r.post(
    '/functions/v1/digital-receipt/link',
    {
      config: { permission: 'pos' },
      schema: {
        tags,
        summary: "A signed, expiring link to a paid order's digital receipt (a kiosk: its own orders only)",
        body: digitalReceiptLinkRequestSchema,
        response: { 200: ok(digitalReceiptLinkSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await receipts.link(principalOf(request), request.body.order_id),
    }),
  );

  // Public on purpose: the signed token (order id, expiry, HMAC) is the only key.
  r.get(
    '/functions/v1/digital-receipt',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The digital receipt of a signed link (404 receipt_link_invalid, 410 receipt_link_expired)',
        querystring: z.object({ token: tokenSchema }),
        response: { 200: ok(digitalReceiptSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { success: true as const, data: await receipts.view(request.query.token) };
    },
  );

  r.get(
    '/receipt/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The digital receipt page (HTML, Turkish by default; ?lang=en or Accept-Language)',
        // anything else than a token this server signed gets the error page, not a JSON 400
        params: z.object({ token: z.string() }),
        querystring: z.object({ lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const language = receiptLanguage(request.query.lang, request.headers['accept-language']);
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Language', language)
        .header('Vary', 'Accept-Language');
      try {
        return reply.send(renderReceiptPage(await receipts.view(request.params.token), language));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return reply
          .status(error.statusCode)
          .header('X-Error-Code', error.code)
          .send(renderReceiptError(error.code, language));
      }
    },
  );
}
