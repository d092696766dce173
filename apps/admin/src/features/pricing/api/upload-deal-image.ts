import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * POST /storage/v1/object/product-images/products/<random>.<ext> (multipart "file"), as the product
 * form uploads: the new deal product's picture; answers its public path.
 */
async function uploadDealImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const extension = EXTENSIONS[file.type] ?? 'png';
  const body = await api.post<unknown>(
    `/storage/v1/object/product-images/products/${crypto.randomUUID()}.${extension}`,
    form,
  );
  return z.object({ publicUrl: z.string() }).parse(body).publicUrl;
}

export function useUploadDealImage() {
  return useMutation({ mutationFn: uploadDealImage });
}
