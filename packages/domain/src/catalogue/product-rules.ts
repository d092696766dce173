/** The spec's product form rules, with its message keys (shared by the admin form and the server). */
export type ProductIssueKey =
  | 'productNameRequired'
  | 'validPriceRequired'
  | 'priceTooHigh'
  | 'categoryRequired'
  | 'imageRequired'
  | 'skuInvalid';

export interface ProductIssue {
  field: 'name' | 'price_minor' | 'category_id' | 'image' | 'sku';
  key: ProductIssueKey;
  message: string;
}

export interface ProductDraft {
  /** Turkish name (the base name). */
  name: string | null | undefined;
  price_minor: number | null | undefined;
  category_id: string | null | undefined;
  image: string | null | undefined;
  /** Optional stock-keeping unit code. */
  sku?: string | null | undefined;
}

const MESSAGES: Record<ProductIssueKey, string> = {
  productNameRequired: 'Product name (Turkish) is required',
  validPriceRequired: 'A price greater than 0 is required',
  priceTooHigh: 'The price can be at most 1,000,000.00 TL',
  categoryRequired: 'Category is required',
  imageRequired: 'An image is required (upload or URL)',
  skuInvalid: 'SKU may contain only letters, digits and . _ / - (at most 64)',
};

/** An SKU: up to 64 letters, digits and . _ / - (no spaces). Empty means none. */
export function isValidSku(sku: string): boolean {
  return sku.length <= 64 && /^[\p{L}\p{N}._/-]*$/u.test(sku);
}

/** Price in minor units: an integer (steps of 0.01 in major units) greater than 0. */
export function isValidPriceMinor(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The highest product price, in kuruş (1,000,000.00 TL); its message says it in TL. */
export const MAX_PRICE_MINOR = 100_000_000;

export function productIssues(draft: ProductDraft): ProductIssue[] {
  const issues: ProductIssue[] = [];
  const add = (field: ProductIssue['field'], key: ProductIssueKey) =>
    issues.push({ field, key, message: MESSAGES[key] });
  if (!draft.name?.trim()) add('name', 'productNameRequired');
  if (!isValidPriceMinor(draft.price_minor)) add('price_minor', 'validPriceRequired');
  else if (draft.price_minor > MAX_PRICE_MINOR) add('price_minor', 'priceTooHigh');
  if (!draft.category_id?.trim() || draft.category_id === 'all') add('category_id', 'categoryRequired');
  if (!draft.image?.trim()) add('image', 'imageRequired');
  if (draft.sku && !isValidSku(draft.sku.trim())) add('sku', 'skuInvalid');
  return issues;
}
