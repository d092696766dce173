import { MAX_UPLOAD_BYTES, sniffFileType } from '@kiosk/domain';
import { isApiError } from '@kiosk/ui';

/** Spec: the product-images bucket takes png, jpeg, gif and webp. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageFileProblem = 'notAnImage' | 'tooLarge';

/**
 * Checks a chosen file before uploading it, as the server will: an image by its content (not its
 * name), at most 5 MB.
 */
export async function checkImageFile(file: Blob): Promise<ImageFileProblem | undefined> {
  if (file.type && !file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffFileType(head)?.kind === 'image' ? undefined : 'notAnImage';
}

/**
 * An image reference the server accepts: an uploaded file's public path or an https URL (the
 * kiosk, like this preview, shows no http:// image).
 */
export function isImageReference(value: string): boolean {
  const v = value.trim();
  return v.startsWith('/storage/v1/object/public/') || /^https:\/\/\S+$/i.test(v);
}

/** An http:// link: refused with its own message (the kiosk would show an empty card). */
export const isInsecureImageLink = (value: string): boolean => /^http:\/\//i.test(value.trim());

/** What the image field can say is wrong. */
export type ImageProblem =
  | 'fileNotImage'
  | 'fileTooLarge'
  | 'uploadError'
  | 'imageLoadError'
  | 'invalidUrl'
  | 'insecureUrl';

/** The problem a failed upload shows (the server checks type and size again). */
export function uploadProblem(failure: unknown): ImageProblem {
  if (isApiError(failure) && failure.code === 'invalid_file_type') return 'fileNotImage';
  if (isApiError(failure) && failure.code === 'file_too_large') return 'fileTooLarge';
  return 'uploadError';
}

/** The problem of a typed image link (null: usable). */
export function imageLinkProblem(link: string): ImageProblem | null {
  if (isImageReference(link)) return null;
  return isInsecureImageLink(link) ? 'insecureUrl' : 'invalidUrl';
}
