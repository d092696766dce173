import multipart from '@fastify/multipart';
import { queryInt, storageObjectSchema, uploadResultSchema } from '@kiosk/contracts';
import { IMAGE_RENDER_WIDTHS, isImageRenderWidth, MAX_UPLOAD_BYTES } from '@kiosk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, errors } from '../../errors.js';
import type { StorageService } from '../../services/storage.service.js';
import { PRODUCT_IMAGES, type UploadService, uploadErrors } from '../../services/upload.service.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';
import { bucketSchema, objectParamsSchema as objectParams } from './storage-params.js';

type Options = { storage: StorageService; uploads: UploadService };

const tags = ['storage'];

export async function storageRoutes(app: FastifyInstance, options: Options): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const r = zodRouter(app);
  publicFileRoutes(r, options);
  uploadRoutes(r, options);
}

/** Public files: read as stored, or an image resized for display. */
function publicFileRoutes(r: ZodRouter, options: Options): void {
  r.get(
    '/storage/v1/object/public/:bucket/*',
    {
      config: { permission: 'public' },
      schema: { tags, summary: 'Read a file from a public bucket', params: objectParams },
    },
    async (request, reply) => {
      const object = await options.storage.readPublic(request.params.bucket, request.params['*']);
      const etag = `"${object.sha256}"`;
      reply.header('ETag', etag).header('Cache-Control', object.cacheControl);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(object.contentType).header('Content-Length', object.size).send(object.data);
    },
  );

  r.get(
    '/storage/v1/render/image/public/:bucket/*',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'A product image as WebP at 320 or 640 px wide (made once, then cached)',
        params: objectParams,
        querystring: z.object({
          width: queryInt(1, 10_000)
            .refine(isImageRenderWidth, `width must be one of ${IMAGE_RENDER_WIDTHS.join(', ')}`)
            .transform((w) => w as (typeof IMAGE_RENDER_WIDTHS)[number]),
        }),
      },
    },
    async (request, reply) => {
      if (request.params.bucket !== PRODUCT_IMAGES) throw errors.notFound('File');
      await options.storage.readPublic(request.params.bucket, request.params['*']);
      const variant = await options.uploads.variant(
        request.params.bucket,
        request.params['*'],
        request.query.width,
      );
      const object = variant.data
        ? variant
        : await options.storage.readPublic(request.params.bucket, variant.path);
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${object.sha256}"`)
        .send(object.data);
    },
  );
}

/** Uploading a file and listing a bucket. */
function uploadRoutes(r: ZodRouter, options: Options): void {
  r.post(
    '/storage/v1/object/:bucket/*',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Upload a file (multipart field "file"); images and videos up to 5 MB, checked by content',
        params: objectParams,
        response: { 200: uploadResultSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw errors.unsupportedMediaType(request.headers['content-type'] ?? 'none');
      const kind = request.params.bucket === PRODUCT_IMAGES ? 'image' : 'video';
      const file = await request.file();
      if (!file) throw new AppError('file_missing', 400, 'Send the file in a multipart field named "file"');
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadErrors.tooLarge(kind);
        throw error;
      }
      return options.uploads.upload(request.params.bucket, request.params['*'], data);
    },
  );

  r.get(
    '/storage/v1/object/list/:bucket',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Files of a bucket, newest first',
        params: z.object({ bucket: bucketSchema }),
        querystring: z.object({
          limit: queryInt(1, 100).default(100),
          offset: queryInt(0, 1_000_000_000).default(0),
        }),
        response: { 200: z.array(storageObjectSchema) },
      },
    },
    async (request) => options.uploads.list(request.params.bucket, request.query.limit, request.query.offset),
  );
}
