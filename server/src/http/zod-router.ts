import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app with Zod schemas typing each route's request and reply. */
export const zodRouter = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** What a group of routes registers on (a route file's small registering functions take it). */
export type ZodRouter = ReturnType<typeof zodRouter>;
