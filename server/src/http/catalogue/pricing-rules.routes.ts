import {
  availabilitySchema,
  availabilityWriteSchema,
  channelPriceSchema,
  channelPricesWriteSchema,
  dealCreateSchema,
  dealSchema,
  dealWriteSchema,
  pricedCartSchema,
  pricePreviewSchema,
  promotionSchema,
  promotionWriteSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { DealService } from '../../services/pricing/deal.service.js';
import type { PricingRuleService } from '../../services/pricing/pricing-rules.service.js';
import type { PromotionService } from '../../services/pricing/promotion.service.js';
import { principalOf } from '../permissions.js';

const uuidParams = z.object({ id: z.string().uuid() });
const categoryParams = z.object({ id: z.string().min(1).max(100) });
const admin = { permission: 'admin' } as const;

/**
 * Issue 33's pricing rules in the back office: meal deals, promotions, channel prices, dayparts
 * and the price preview. All admin; the kiosk and the till read the rules with the menu.
 */
export async function pricingRuleRoutes(
  app: FastifyInstance,
  options: { deals: DealService; promotions: PromotionService; pricingRules: PricingRuleService },
): Promise<void> {
  dealRoutes(app, options.deals);
  promotionRoutes(app, options.promotions);
  channelPriceRoutes(app, options.pricingRules);
  availabilityRoutes(app, options.pricingRules);
  previewRoute(app, options.pricingRules);
}

const tags = ['pricing'];

function dealRoutes(app: FastifyInstance, deals: DealService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/deals',
    {
      config: admin,
      schema: { tags, summary: 'Meal deals with their groups', response: { 200: z.array(dealSchema) } },
    },
    async () => deals.list(),
  );
  r.get(
    '/rest/v1/deals/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One meal deal (by its product id)',
        params: uuidParams,
        response: { 200: dealSchema },
      },
    },
    async (request) => deals.get(request.params.id),
  );
  r.post(
    '/rest/v1/deals',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Make a product a meal deal',
        body: dealCreateSchema,
        response: { 201: dealSchema },
      },
    },
    async (request, reply) => {
      const deal = await deals.create(
        actorOf(principalOf(request)),
        request.body.product_id,
        request.body.groups,
      );
      return reply.status(201).send(deal);
    },
  );
  r.put(
    '/rest/v1/deals/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace a meal deal's groups (a group keeping its id stays the same group)",
        params: uuidParams,
        body: dealWriteSchema,
        response: { 200: dealSchema },
      },
    },
    async (request) => deals.update(actorOf(principalOf(request)), request.params.id, request.body.groups),
  );
  r.delete(
    '/rest/v1/deals/:id',
    {
      config: admin,
      schema: { tags, summary: 'Stop a product being a meal deal (the product stays)', params: uuidParams },
    },
    async (request, reply) => {
      await deals.remove(actorOf(principalOf(request)), request.params.id);
      return reply.status(204).send();
    },
  );
}

function promotionRoutes(app: FastifyInstance, promotions: PromotionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/promotions',
    {
      config: admin,
      schema: { tags, summary: 'Promotions (not deleted)', response: { 200: z.array(promotionSchema) } },
    },
    async () => promotions.list(),
  );
  r.get(
    '/rest/v1/promotions/:id',
    {
      config: admin,
      schema: { tags, summary: 'One promotion', params: uuidParams, response: { 200: promotionSchema } },
    },
    async (request) => promotions.get(request.params.id),
  );
  r.post(
    '/rest/v1/promotions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a promotion',
        body: promotionWriteSchema,
        response: { 201: promotionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promotions.create(actorOf(principalOf(request)), request.body)),
  );
  r.put(
    '/rest/v1/promotions/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace a promotion',
        params: uuidParams,
        body: promotionWriteSchema,
        response: { 200: promotionSchema },
      },
    },
    async (request) => promotions.update(actorOf(principalOf(request)), request.params.id, request.body),
  );
  r.delete(
    '/rest/v1/promotions/:id',
    {
      config: admin,
      schema: { tags, summary: 'Delete a promotion (soft: past orders keep it)', params: uuidParams },
    },
    async (request, reply) => {
      await promotions.remove(actorOf(principalOf(request)), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** Channel prices per product and store. */
function channelPriceRoutes(app: FastifyInstance, pricingRules: PricingRuleService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/channel-prices',
    {
      config: admin,
      schema: {
        tags,
        summary: "Every product's prices per channel and store",
        response: { 200: z.array(channelPriceSchema) },
      },
    },
    async () => pricingRules.allChannelPrices(),
  );
  const pricesPath = '/rest/v1/products/:id/channel-prices';
  r.delete(
    pricesPath,
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove a product's channel prices (its base price again)",
        params: uuidParams,
      },
    },
    async (request, reply) => {
      await pricingRules.saveChannelPrices(actorOf(principalOf(request)), request.params.id, []);
      return reply.status(204).send();
    },
  );
  r.get(
    pricesPath,
    {
      config: admin,
      schema: {
        tags,
        summary: "A product's prices per channel and store",
        params: uuidParams,
        response: { 200: z.array(channelPriceSchema) },
      },
    },
    async (request) => pricingRules.channelPrices(request.params.id),
  );
  r.put(
    pricesPath,
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace a product's prices per channel and store (an empty list removes them)",
        params: uuidParams,
        body: channelPricesWriteSchema,
        response: { 200: z.array(channelPriceSchema) },
      },
    },
    async (request) =>
      pricingRules.saveChannelPrices(actorOf(principalOf(request)), request.params.id, request.body.prices),
  );
}

/** Dayparts of products and categories. */
function availabilityRoutes(app: FastifyInstance, pricingRules: PricingRuleService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/availability',
    {
      config: admin,
      schema: {
        tags,
        summary: "Every product's and category's dayparts",
        response: { 200: z.array(availabilitySchema) },
      },
    },
    async () => pricingRules.allAvailability(),
  );
  for (const owner of [
    { kind: 'product' as const, path: '/rest/v1/products/:id/availability', params: uuidParams },
    { kind: 'category' as const, path: '/rest/v1/categories/:id/availability', params: categoryParams },
  ]) {
    r.delete(
      owner.path,
      {
        config: admin,
        schema: { tags, summary: `Remove a ${owner.kind}'s dayparts (always on)`, params: owner.params },
      },
      async (request, reply) => {
        await pricingRules.saveAvailability(
          actorOf(principalOf(request)),
          { kind: owner.kind, id: request.params.id },
          [],
        );
        return reply.status(204).send();
      },
    );
    r.get(
      owner.path,
      {
        config: admin,
        schema: {
          tags,
          summary: `A ${owner.kind}'s dayparts (no windows: always)`,
          params: owner.params,
          response: { 200: availabilitySchema },
        },
      },
      async (request) => pricingRules.availability({ kind: owner.kind, id: request.params.id }),
    );
    r.put(
      owner.path,
      {
        config: admin,
        schema: {
          tags,
          summary: `Replace a ${owner.kind}'s dayparts (an empty list: always)`,
          params: owner.params,
          body: availabilityWriteSchema,
          response: { 200: availabilitySchema },
        },
      },
      async (request) =>
        pricingRules.saveAvailability(
          actorOf(principalOf(request)),
          { kind: owner.kind, id: request.params.id },
          request.body.windows,
        ),
    );
  }
}

/** What a customer pays, now or at a chosen instant. */
function previewRoute(app: FastifyInstance, pricingRules: PricingRuleService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/rest/v1/pricing/preview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'What a customer pays for a cart on a channel in a store, now or at a chosen instant',
        body: pricePreviewSchema,
        response: { 200: pricedCartSchema },
      },
    },
    async (request) => pricingRules.preview(request.body),
  );
}
