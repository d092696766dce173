import type { ApiClient } from '@kiosk/ui';
import { useMutation } from '@tanstack/react-query';
import { useCatalogueApi } from '../../../lib/catalogue-context';

export interface UploadedImage {
  /** Public path of the stored file (/storage/v1/object/public/product-images/products/...). */
  publicUrl: string;
  /** Resized WebP copies for kiosks (width -> public URL). */
  variants?: Record<string, string>;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A random unique file name under products/ (the server also adds a content hash). */
function productImagePath(file: File): string {
  const fromName = /\.([a-z0-9]{2,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  const extension = EXTENSIONS[file.type] ?? fromName ?? 'png';
  return `products/${crypto.randomUUID()}.${extension}`;
}

/**
 * POST /storage/v1/object/product-images/products/<random>.<ext> (multipart field "file").
 * The server checks the content: 'File must be an image', 'File size must be less than 5MB'.
 */
function uploadProductImage(api: ApiClient, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedImage>(`/storage/v1/object/product-images/${productImagePath(file)}`, form);
}

export function useUploadProductImage() {
  const api = useCatalogueApi();
  return useMutation({ mutationFn: (file: File) => uploadProductImage(api, file) });
}
