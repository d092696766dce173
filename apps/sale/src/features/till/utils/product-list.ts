import type { MenuData, MenuProduct } from '@kiosk/contracts';
import { type SearchIndex, searchProducts } from './product-search';

/** The category tab that lists every product. */
export const ALL = 'all';

export interface CategoryTab {
  id: string;
  name: string;
}

/** Every listed product in menu order: category, then its own order, then name. */
export function orderedProducts(menu: MenuData, mainCategories: readonly CategoryTab[]): MenuProduct[] {
  const rank = new Map(mainCategories.map((c, index) => [c.id, index]));
  const collator = new Intl.Collator(menu.language);
  return [...menu.products].sort(
    (a, b) =>
      (rank.get(a.category_id) ?? 999) - (rank.get(b.category_id) ?? 999) ||
      a.sort_order - b.sort_order ||
      collator.compare(a.name, b.name),
  );
}

/** The chosen main category's subcategories that hold a product, in their order (none for "all"). */
export function subcategoriesOf(menu: MenuData, categoryId: string): CategoryTab[] {
  if (categoryId === ALL) return [];
  const used = new Set(
    menu.products.filter((p) => p.category_id === categoryId).map((p) => p.subcategory_id),
  );
  return menu.categories
    .filter((c) => c.parent_id === categoryId && used.has(c.id))
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((c) => ({ id: c.id, name: c.name }));
}

/** What the grid lists: the search's answers while a search is typed, else the chosen (sub)category. */
export function listedProducts(input: {
  query: string;
  index: SearchIndex;
  ordered: readonly MenuProduct[];
  categoryId: string;
  subcategoryId: string | null;
}): readonly MenuProduct[] {
  const { categoryId, subcategoryId } = input;
  if (input.query.trim()) return searchProducts(input.index, input.query);
  if (categoryId === ALL) return input.ordered;
  return input.ordered.filter(
    (p) => p.category_id === categoryId && (subcategoryId === null || p.subcategory_id === subcategoryId),
  );
}

/** The keyboard highlight as moved by the arrows, for the list it was moved in. */
export type MovedHighlight = { list: readonly MenuProduct[]; index: number | null } | null;

/**
 * The highlighted product: where the arrows moved it in this list; in a new list the first
 * product while searching, nothing otherwise.
 */
export function highlightOf(
  moved: MovedHighlight,
  products: readonly MenuProduct[],
  query: string,
): number | null {
  if (moved && moved.list === products) return moved.index;
  return query.trim() && products.length > 0 ? 0 : null;
}

/** The highlight moved by `delta` places, kept inside the list (from the first when there is none). */
export function movedIndex(highlight: number | null, delta: number, length: number): number {
  return highlight === null ? 0 : Math.min(length - 1, Math.max(0, highlight + delta));
}
