import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StorageService } from '../../services/storage.service.js';

const publicObjectParams = z.object({ bucket: z.string().min(1).max(63), '*': z.string().min(1).max(1024) });

export async function storageRoutes(
  app: FastifyInstance,
  options: { storage: StorageService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/storage/v1/object/public/:bucket/*',
    {
      config: { permission: 'public' },
      schema: { tags: ['storage'], summary: 'Read a file from a public bucket', params: publicObjectParams },
    },
    async (request, reply) => {
      const object = await options.storage.readPublic(request.params.bucket, request.params['*']);
      const etag = `"${object.sha256}"`;
      reply.header('ETag', etag).header('Cache-Control', object.cacheControl);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(object.contentType).header('Content-Length', object.size).send(object.data);
    },
  );
}
