import { type SoldOutMark, type SoldOutProduct, soldOutProductSchema } from '@kiosk/contracts';
import { api } from '../session';

/** POST /functions/v1/products/:id/sold-out: "86" it for a while, or leave a count to be sold. */
export async function markSoldOut(productId: string, body: SoldOutMark): Promise<SoldOutProduct> {
  const response = await api.post<{ success: true; data: unknown }>(
    `/functions/v1/products/${encodeURIComponent(productId)}/sold-out`,
    body,
  );
  return soldOutProductSchema.parse(response.data);
}
