import type { MenuProduct } from '@kiosk/contracts';
import { foldTurkish } from '@kiosk/domain';

/**
 * Instant search of the till: by name or SKU, Turkish-aware ("cay" finds "Çay", "ISLAK" finds
 * "ıslak"). The folded texts are computed once per menu, so a keystroke over 20,000 products is
 * one pass of `includes`; a query that extends the previous one (the
 * usual case while typing) only looks through the previous query's matches.
 */
export interface SearchEntry {
  product: MenuProduct;
  name: string;
  sku: string;
}

export interface SearchIndex {
  /** the products the index was built from, in their order (an empty query gives this array) */
  products: readonly MenuProduct[];
  entries: SearchEntry[];
  bySku: Map<string, MenuProduct>;
  /** the last query's folded text and matches, to narrow the next one */
  last: { folded: string; matches: SearchEntry[] } | null;
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
  return { products, entries, bySku, last: null };
}

/** The product a scanned code names (its SKU, letter case ignored), or null. */
export function findBySku(index: SearchIndex, code: string): MenuProduct | null {
  return index.bySku.get(foldSku(code)) ?? null;
}

/**
 * Products matching every word of the query, best first: an exact SKU, then names starting
 * with the query, then names with a word starting with it, then the rest (menu order kept).
 */
export function searchProducts(index: SearchIndex, query: string): readonly MenuProduct[] {
  const folded = foldTurkish(query).trim().replace(/\s+/g, ' ');
  if (!folded) return index.products;
  const words = folded.split(' ');
  // every product matching "ab c" matches "ab" and "a": a longer query searches the shorter one's matches
  const last = index.last;
  const pool = last && folded.startsWith(last.folded) ? last.matches : index.entries;
  const matches: SearchEntry[] = [];
  for (const entry of pool) {
    let all = true;
    for (const word of words) {
      if (!entry.name.includes(word) && !entry.sku.includes(word)) {
        all = false;
        break;
      }
    }
    if (all) matches.push(entry);
  }
  index.last = { folded, matches };

  const ranks: MenuProduct[][] = [[], [], [], []];
  const wordStart = ` ${words[0]}`;
  for (const entry of matches) {
    const rank =
      entry.sku === folded ? 0 : entry.name.startsWith(folded) ? 1 : entry.name.includes(wordStart) ? 2 : 3;
    ranks[rank]?.push(entry.product);
  }
  // not Array.prototype.flat: about ten times slower here (3 ms for 20,000 products)
  const result: MenuProduct[] = [];
  for (const list of ranks) for (const product of list) result.push(product);
  return result;
}
