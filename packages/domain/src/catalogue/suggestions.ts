/**
 * Suggestions before payment ("Yanında ne olsun?"): the products a manager suggests for a product
 * or for a category, and the few the kiosk offers for a cart.
 */

/** At most this many suggested products per product or per category. */
export const MAX_SUGGESTIONS_PER_SOURCE = 6;
/** The kiosk offers at most this many at once. */
export const MAX_SUGGESTIONS_SHOWN = 3;

/** The manager's suggestions: product id / category id -> suggested product ids, in their order. */
export interface SuggestionConfig {
  byProduct: ReadonlyMap<string, readonly string[]>;
  byCategory: ReadonlyMap<string, readonly string[]>;
}

/** What the picking rule needs to know of a menu product. */
export interface SuggestableProduct {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  /** Active, in an active category and in stock (the menu's is_available). */
  is_available: boolean;
}

/**
 * Up to `limit` products to suggest for a cart: the cart's products' own suggestions first (in the
 * cart's order, each in the order the manager set), then their categories' (subcategory before main
 * category); each product once, none already in the cart, none that cannot be ordered now.
 */
export function pickSuggestions(
  cartProductIds: readonly string[],
  products: readonly SuggestableProduct[],
  config: SuggestionConfig,
  limit: number = MAX_SUGGESTIONS_SHOWN,
): string[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const inCart = new Set(cartProductIds);
  const picked: string[] = [];
  for (const id of suggestionCandidates(cartProductIds, products, config)) {
    if (picked.length >= limit) break;
    if (inCart.has(id) || picked.includes(id)) continue;
    if (!byId.get(id)?.is_available) continue;
    picked.push(id);
  }
  return picked;
}

/**
 * Everything suggested for these cart products, in the picking order (repeats and unavailable ones
 * included): the products' own suggestions, then their subcategories' and categories'.
 */
export function suggestionCandidates(
  cartProductIds: readonly string[],
  products: readonly SuggestableProduct[],
  config: SuggestionConfig,
): string[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const inCart = [...new Set(cartProductIds)];
  const candidates: string[] = [];
  for (const id of inCart) candidates.push(...(config.byProduct.get(id) ?? []));
  for (const id of inCart) {
    const product = byId.get(id);
    if (!product) continue;
    if (product.subcategory_id) candidates.push(...(config.byCategory.get(product.subcategory_id) ?? []));
    candidates.push(...(config.byCategory.get(product.category_id) ?? []));
  }
  return candidates;
}

/**
 * The cart lines with the `suggested` mark kept only where it still holds: the line's product is
 * suggested for the cart's other (not suggested) lines. A customer who took a suggestion and then
 * removed what it was suggested for pays for a plain line (the server refuses a mark that does not hold).
 */
export function withValidSuggestedMarks<L extends { productId: string; suggested?: boolean }>(
  lines: readonly L[],
  products: readonly SuggestableProduct[],
  config: SuggestionConfig,
): L[] {
  const base = lines.filter((l) => !l.suggested).map((l) => l.productId);
  const offered = new Set(suggestionCandidates(base, products, config));
  return lines.map((line) => {
    if (!line.suggested || offered.has(line.productId)) return line;
    const { suggested: _dropped, ...rest } = line;
    return rest as L;
  });
}

/** The menu's suggestion lists as the picking rule's config. */
export function suggestionConfigOf(
  lists: ReadonlyArray<{ source: 'product' | 'category'; source_id: string; product_ids: readonly string[] }>,
): SuggestionConfig {
  const byProduct = new Map<string, readonly string[]>();
  const byCategory = new Map<string, readonly string[]>();
  for (const list of lists)
    (list.source === 'product' ? byProduct : byCategory).set(list.source_id, list.product_ids);
  return { byProduct, byCategory };
}

export type SuggestionIssueKey =
  | 'suggestionsTooMany'
  | 'suggestionSelf'
  | 'suggestionUnknownProduct'
  | 'suggestionDuplicate';

export interface SuggestionIssue {
  field: string;
  key: SuggestionIssueKey;
  message: string;
}

const MESSAGES: Record<SuggestionIssueKey, string> = {
  suggestionsTooMany: `At most ${MAX_SUGGESTIONS_PER_SOURCE} suggested products`,
  suggestionSelf: 'A product cannot be suggested for itself',
  suggestionUnknownProduct: 'This product does not exist or cannot be sold on its own',
  suggestionDuplicate: 'This product is already in the list',
};

/**
 * Problems with a list of suggested products (field `product_ids` or `product_ids.N`): too many, the
 * product itself (`selfId`), a product that is unknown or not sold on its own, the same one twice.
 */
export function suggestionIssues(
  productIds: readonly string[],
  options: { selfId?: string | null; known: ReadonlySet<string> },
): SuggestionIssue[] {
  const issues: SuggestionIssue[] = [];
  const add = (field: string, key: SuggestionIssueKey) => issues.push({ field, key, message: MESSAGES[key] });
  if (productIds.length > MAX_SUGGESTIONS_PER_SOURCE) add('product_ids', 'suggestionsTooMany');
  productIds.forEach((id, index) => {
    const field = `product_ids.${index}`;
    if (options.selfId && id === options.selfId) add(field, 'suggestionSelf');
    else if (!options.known.has(id)) add(field, 'suggestionUnknownProduct');
    else if (productIds.indexOf(id) !== index) add(field, 'suggestionDuplicate');
  });
  return issues;
}
