import { createHash } from 'node:crypto';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, sniffFileType } from '@kiosk/domain';
import sharp from 'sharp';
import { AppError, errors } from '../errors.js';
import { ObjectExistsError } from '../repositories/storage.repository.js';
import { publicObjectUrl, type Storage, type StoredObject } from '../storage/storage.js';

export const PRODUCT_IMAGES = 'product-images';
export const WELCOME_VIDEOS = 'welcome-videos';
/** Widths of the WebP copies made for kiosks. */
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const BUCKETS = {
  [PRODUCT_IMAGES]: { kind: 'image', typeError: 'File must be an image', prefix: 'products/' },
  [WELCOME_VIDEOS]: { kind: 'video', typeError: 'Video must be an mp4, webm or ogg file', prefix: '' },
} as const;
type Bucket = keyof typeof BUCKETS;

export const uploadErrors = {
  tooLarge: (kind: 'image' | 'video') =>
    new AppError(
      'file_too_large',
      400,
      kind === 'image' ? 'File size must be less than 5MB' : 'Video size must be maximum 5MB',
      { maxBytes: MAX_UPLOAD_BYTES },
    ),
  empty: () => new AppError('file_empty', 400, 'The file is empty'),
};

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .slice(0, 120) || 'file';

export interface UploadResult {
  Key: string;
  path: string;
  publicUrl: string;
  contentType: string;
  size: number;
  variants?: Record<string, string>;
}

/** Uploads checked by content (magic bytes), with unique names and, for product images, WebP variants. */
export class UploadService {
  constructor(private readonly storage: Storage) {}

  async upload(bucket: string, requestedPath: string, data: Buffer): Promise<UploadResult> {
    const rules = BUCKETS[bucket as Bucket];
    if (!rules) throw errors.notFound('Bucket');
    if (data.length === 0) throw uploadErrors.empty();
    if (data.length > MAX_UPLOAD_BYTES) throw uploadErrors.tooLarge(rules.kind);
    const type = sniffFileType(data);
    if (!type || type.kind !== rules.kind) {
      throw new AppError('invalid_file_type', 400, rules.typeError);
    }

    const dir = path.posix.dirname(requestedPath);
    const base = safeName(path.posix.basename(requestedPath, path.posix.extname(requestedPath)));
    let target: string;
    if (bucket === PRODUCT_IMAGES) {
      // Unique by content: the same file uploaded twice gets the same name, two files never collide.
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
      target = `${rules.prefix}${base}-${hash}.${type.extension}`;
    } else {
      target = `${dir === '.' ? '' : `${safeName(dir)}/`}${base}.${type.extension}`;
    }

    let stored: StoredObject;
    try {
      stored = await this.storage.put(bucket, target, data, {
        contentType: type.mime,
        cacheControl: bucket === PRODUCT_IMAGES ? IMMUTABLE : 'public, max-age=3600',
        upsert: bucket === PRODUCT_IMAGES,
      });
    } catch (error) {
      if (error instanceof ObjectExistsError) throw errors.conflict('The resource already exists');
      throw error;
    }
    const result: UploadResult = {
      Key: `${bucket}/${stored.path}`,
      path: stored.path,
      publicUrl: publicObjectUrl(bucket, stored.path),
      contentType: stored.contentType,
      size: stored.size,
    };
    if (bucket === PRODUCT_IMAGES) {
      result.variants = {};
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const variant = await this.variant(bucket, stored.path, width, data);
        result.variants[String(width)] = publicObjectUrl(bucket, variant.path);
      }
    }
    return result;
  }

  /** A WebP copy of a public image at a given width, made on first request and then kept. */
  async variant(
    bucket: string,
    sourcePath: string,
    width: number,
    source?: Buffer,
  ): Promise<StoredObject & { data?: Buffer }> {
    const variantPath = `${sourcePath.replace(/\.[a-z0-9]+$/i, '')}.w${width}.webp`;
    const existing = await this.storage.get(bucket, variantPath);
    if (existing) return existing;
    const original = source ?? (await this.storage.get(bucket, sourcePath))?.data;
    if (!original) throw errors.notFound('File');
    const data = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const stored = await this.storage.put(bucket, variantPath, data, {
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
      upsert: true,
    });
    return { ...stored, data };
  }

  async list(bucket: string, limit: number, offset: number) {
    if (!BUCKETS[bucket as Bucket]) throw errors.notFound('Bucket');
    const objects = await this.storage.list(bucket, { limit, offset });
    return objects
      .filter((o) => !/\.w\d+\.webp$/.test(o.path))
      .map((o) => ({
        name: o.path,
        created_at: o.createdAt.toISOString(),
        size: o.size,
        content_type: o.contentType,
        publicUrl: publicObjectUrl(bucket, o.path),
      }));
  }
}
