import {
  businessSchema,
  businessWriteSchema,
  storeListQuerySchema,
  storeSchema,
  storeWriteSchema,
} from '@kiosk/contracts';
import { z } from 'zod';
import type { OutletService } from '../../services/fleet/outlets.service.js';
import { actor, admin, type FleetRouter, idParams } from './fleet-router.js';

/** Businesses: list, create, edit, delete. */
export function businessRoutes(r: FleetRouter, outlets: OutletService): void {
  r.get(
    '/rest/v1/businesses',
    { config: admin, schema: { tags: ['fleet'], response: { 200: z.array(businessSchema) } } },
    async () => outlets.listBusinesses(),
  );
  r.post(
    '/rest/v1/businesses',
    {
      config: admin,
      schema: { tags: ['fleet'], body: businessWriteSchema, response: { 201: businessSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await outlets.createBusiness(actor(request), request.body)),
  );
  r.patch(
    '/rest/v1/businesses/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        params: idParams,
        body: businessWriteSchema,
        response: { 200: businessSchema },
      },
    },
    async (request) => outlets.updateBusiness(actor(request), request.params.id, request.body),
  );
  r.delete(
    '/rest/v1/businesses/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], summary: 'Delete a business (409 while it has stores)', params: idParams },
    },
    async (request, reply) => {
      await outlets.deleteBusiness(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** Stores: list (by business, by state), create, edit, delete. */
export function storeRoutes(r: FleetRouter, outlets: OutletService): void {
  r.get(
    '/rest/v1/stores',
    {
      config: admin,
      schema: { tags: ['fleet'], querystring: storeListQuerySchema, response: { 200: z.array(storeSchema) } },
    },
    async (request) =>
      outlets.listStores({
        businessId: request.query.business_id,
        active: request.query.is_active === undefined ? undefined : request.query.is_active === 'true',
      }),
  );
  r.post(
    '/rest/v1/stores',
    { config: admin, schema: { tags: ['fleet'], body: storeWriteSchema, response: { 201: storeSchema } } },
    async (request, reply) => reply.status(201).send(await outlets.createStore(actor(request), request.body)),
  );
  r.patch(
    '/rest/v1/stores/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], params: idParams, body: storeWriteSchema, response: { 200: storeSchema } },
    },
    async (request) => outlets.updateStore(actor(request), request.params.id, request.body),
  );
  r.delete(
    '/rest/v1/stores/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], summary: 'Delete a store (409 while kiosks refer to it)', params: idParams },
    },
    async (request, reply) => {
      await outlets.deleteStore(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
