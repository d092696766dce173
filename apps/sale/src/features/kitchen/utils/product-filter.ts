import { foldTurkish } from '@kiosk/domain';

/**
 * The products whose name holds every word typed, Turkish letters folded ("kofte" finds
 * "Köfte", "ISLAK" finds "ıslak"); an empty search keeps them all, in their order.
 */
export function filterByName<T extends { name: string }>(
  products: readonly T[],
  query: string,
): readonly T[] {
  const words = foldTurkish(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const name = foldTurkish(product.name);
    return words.every((word) => name.includes(word));
  });
}
