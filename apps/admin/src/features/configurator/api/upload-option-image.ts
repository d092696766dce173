import { uploadResultSchema } from '@kiosk/contracts';
import { MAX_UPLOAD_BYTES } from '@kiosk/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec section 5: images only, at most 5 MB; the bucket takes png, jpeg, gif and webp. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageFileProblem = 'notImage' | 'tooLarge';

/** What is wrong with a chosen file before it is sent (the server checks the content again). */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/**
 * POST /storage/v1/object/product-images/products/<unique name> (multipart "file"), as the
 * products page uploads images; answers the file's public URL.
 */
async function uploadOptionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const base =
    file.name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .slice(0, 60) || 'option';
  const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const body = await api.post<unknown>(
    `/storage/v1/object/product-images/products/${encodeURIComponent(`${base}-${unique}`)}`,
    form,
  );
  return uploadResultSchema.parse(body).publicUrl;
}

export function useUploadOptionImage() {
  return useMutation({ mutationFn: uploadOptionImage });
}
