import type { MenuProduct } from '@kiosk/contracts';
import { foldTurkish } from '@kiosk/domain';

/**
 * Instant search of the till: by name or SKU, Turkish-aware ("cay" finds "Çay", "ISLAK" finds
 * "ıslak"). The folded texts are computed once per menu, so a keystroke over 20,000 products is
 * one pass of `includes`.
 */
export interface SearchEntry {
  product: MenuProduct;
  name: string;
  sku: string;
}

export interface SearchIndex {
  entries: SearchEntry[];
  bySku: Map<string, MenuProduct>;
}

const foldSku = (sku: string) => sku.trim().toLocaleUpperCase('en');

export function buildSearchIndex(products: readonly MenuProduct[]): SearchIndex {
  const entries: SearchEntry[] = [];
  const bySku = new Map<string, MenuProduct>();
  for (const product of products) {
    const sku = product.sku ? foldSku(product.sku) : '';
    entries.push({ product, name: foldTurkish(product.name), sku: sku.toLowerCase() });
    if (sku && !bySku.has(sku)) bySku.set(sku, product);
  }
  return { entries, bySku };
}

/** The product a scanned code names (its SKU, letter case ignored), or null. */
export function findBySku(index: SearchIndex, code: string): MenuProduct | null {
  return index.bySku.get(foldSku(code)) ?? null;
}

/**
 * Products matching every word of the query, best first: an exact SKU, then names starting
 * with the query, then names with a word starting with it, then the rest (menu order kept).
 */
export function searchProducts(index: SearchIndex, query: string): MenuProduct[] {
  const folded = foldTurkish(query).trim();
  if (!folded) return index.entries.map((e) => e.product);
  const words = folded.split(/\s+/);
  const ranks: MenuProduct[][] = [[], [], [], []];
  for (const entry of index.entries) {
    let all = true;
    for (const word of words) {
      if (!entry.name.includes(word) && !entry.sku.includes(word)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    const rank =
      entry.sku === folded
        ? 0
        : entry.name.startsWith(folded)
          ? 1
          : entry.name.includes(` ${words[0]}`)
            ? 2
            : 3;
    ranks[rank]?.push(entry.product);
  }
  return ranks.flat();
}
