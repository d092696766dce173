import { text } from '@kiosk/contracts';
import { checkStoragePath } from '@kiosk/domain';
import { z } from 'zod';

/** A bucket id as the API names it (`product-images`, `welcome-videos`, `receipts`). */
export const bucketSchema = text()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be a bucket name');

/**
 * An object path inside a bucket, normalised (NFC) and checked by the domain rule: no `.`/`..` or
 * empty segments, no backslashes, no control characters. Every route that takes a storage path
 * (upload, read, render, signed link) uses it, so a refused path is a 400 naming `params.*`.
 */
const storagePathSchema = text().transform((raw, ctx) => {
  const checked = checkStoragePath(raw);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }
  return checked.path;
});

export const objectParamsSchema = z.object({ bucket: bucketSchema, '*': storagePathSchema });
