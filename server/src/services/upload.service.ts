import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  checkStoragePath,
  derivedImagePath,
  IMAGE_RENDER_WIDTHS,
  type ImageRenderWidth,
  isDerivedImagePath,
  MAX_UPLOAD_BYTES,
  sniffFileType,
} from '@kiosk/domain';
import sharp from 'sharp';
import { AppError, errors } from '../errors.js';
import { ObjectExistsError } from '../repositories/storage.repository.js';
import { publicObjectUrl, type Storage, type StoredObject } from '../storage/storage.js';

export const PRODUCT_IMAGES = 'product-images';
const WELCOME_VIDEOS = 'welcome-videos';
/** Larger images are refused before decoding (a small PNG can claim gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;
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
  invalidImage: (stored = false) =>
    new AppError(
      'invalid_image',
      422,
      stored ? 'The stored file is not a readable image' : 'The file is not a readable image',
    ),
};

/** A WebP copy of an image at a given width; decoding the whole image, so a broken one throws. */
async function renderWebp(image: Buffer, width: ImageRenderWidth, stored = false): Promise<Buffer> {
  try {
    return await sharp(image, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw uploadErrors.invalidImage(stored);
  }
}

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
    const checked = checkStoragePath(requestedPath);
    if (!checked.ok) throw errors.validation([{ field: 'path', message: checked.message }]);
    if (data.length === 0) throw uploadErrors.empty();
    if (data.length > MAX_UPLOAD_BYTES) throw uploadErrors.tooLarge(rules.kind);
    const type = sniffFileType(data);
    if (!type || type.kind !== rules.kind) {
      throw new AppError('invalid_file_type', 400, rules.typeError);
    }
    // Decode before anything is stored: magic bytes followed by junk are not an image.
    const copies = new Map<ImageRenderWidth, Buffer>();
    if (rules.kind === 'image') {
      for (const width of IMAGE_RENDER_WIDTHS) copies.set(width, await renderWebp(data, width));
    }

    const dir = path.posix.dirname(checked.path);
    const base = safeName(path.posix.basename(checked.path, path.posix.extname(checked.path)));
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
      for (const [width, copy] of copies) {
        const variant = await this.storeCopy(bucket, stored.path, width, copy);
        result.variants[String(width)] = publicObjectUrl(bucket, variant.path);
      }
    }
    return result;
  }

  /**
   * A WebP copy of an original public image at one of the listed widths, made on first request
   * and then kept. Copies are never resized again (a copy's path is not found here), and a stored
   * object that does not decode is answered with invalid_image, nothing stored.
   */
  async variant(
    bucket: string,
    sourcePath: string,
    width: ImageRenderWidth,
  ): Promise<StoredObject & { data?: Buffer }> {
    if (bucket !== PRODUCT_IMAGES || isDerivedImagePath(sourcePath)) throw errors.notFound('File');
    const existing = await this.storage.get(bucket, derivedImagePath(sourcePath, width));
    if (existing) return existing;
    const original = await this.storage.get(bucket, sourcePath);
    if (!original) throw errors.notFound('File');
    if (!original.contentType.startsWith('image/')) throw uploadErrors.invalidImage(true);
    const data = await renderWebp(original.data, width, true);
    return { ...(await this.storeCopy(bucket, sourcePath, width, data)), data };
  }

  private storeCopy(bucket: string, sourcePath: string, width: ImageRenderWidth, data: Buffer) {
    return this.storage.put(bucket, derivedImagePath(sourcePath, width), data, {
      contentType: 'image/webp',
      cacheControl: IMMUTABLE,
      upsert: true,
    });
  }

  async list(bucket: string, limit: number, offset: number) {
    if (!BUCKETS[bucket as Bucket]) throw errors.notFound('Bucket');
    const objects = await this.storage.list(bucket, { limit, offset });
    return objects
      .filter((o) => !isDerivedImagePath(o.path))
      .map((o) => ({
        name: o.path,
        created_at: o.createdAt.toISOString(),
        size: o.size,
        content_type: o.contentType,
        publicUrl: publicObjectUrl(bucket, o.path),
      }));
  }
}
