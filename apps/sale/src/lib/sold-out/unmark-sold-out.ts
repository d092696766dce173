import { type SoldOutProduct, soldOutProductSchema } from '@kiosk/contracts';
import { api } from '../session';

/** DELETE /functions/v1/products/:id/sold-out: back on sale, its count left cleared. */
export async function unmarkSoldOut(productId: string): Promise<SoldOutProduct> {
  const response = await api.delete<{ success: true; data: unknown }>(
    `/functions/v1/products/${encodeURIComponent(productId)}/sold-out`,
  );
  return soldOutProductSchema.parse(response.data);
}
