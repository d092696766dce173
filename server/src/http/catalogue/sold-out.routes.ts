import {
  soldOutCandidateSchema,
  soldOutCandidatesQuerySchema,
  soldOutMarkSchema,
  soldOutProductSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SoldOutService } from '../../services/sold-out.service.js';
import { principalOf } from '../permissions.js';

const idParams = z.object({ id: z.string().uuid() });
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/**
 * "86" from the till and the kitchen display (both signed-in staff: cashier and up): the products
 * marked now, mark one sold out (for a while, optionally with a count left), un-mark it.
 */
export async function soldOutRoutes(
  app: FastifyInstance,
  options: { soldOut: SoldOutService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { soldOut } = options;
  const tags = ['catalogue'];

  r.get(
    '/functions/v1/sold-out',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Products marked sold out now ("86"), with who marked them, when and until when',
        response: { 200: ok(z.array(soldOutProductSchema)) },
      },
    },
    async () => ({ success: true as const, data: await soldOut.list() }),
  );

  r.get(
    '/functions/v1/sold-out/products',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary:
          'Products the till (all) or a kitchen station (station_id) may mark, with their availability',
        querystring: soldOutCandidatesQuerySchema,
        response: { 200: ok(z.array(soldOutCandidateSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await soldOut.candidates(request.query.station_id) }),
  );

  r.post(
    '/functions/v1/products/:id/sold-out',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary:
          'Mark a product sold out: until further notice, 1/2/4 hours or the business day; or a count left',
        params: idParams,
        body: soldOutMarkSchema,
        response: { 200: ok(soldOutProductSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await soldOut.mark(principalOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/functions/v1/products/:id/sold-out',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Un-mark a sold-out product: back in stock, its count left cleared',
        params: idParams,
        response: { 200: ok(soldOutProductSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await soldOut.unmark(principalOf(request), request.params.id),
    }),
  );
}
