import type { Product, ProductWrite } from '@kiosk/contracts';
import {
  DEFAULT_UNIT_CODE,
  type ProductIssueKey,
  parseMajor,
  productIssues,
  toMajorString,
} from '@kiosk/domain';
import { isApiError } from '@kiosk/ui';

/** What the add/edit product form holds; the price is text in lira (step 0.01). */
export interface ProductFormValues {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  price: string;
  categoryId: string;
  subcategoryId: string;
  image: string;
  taxGroupId: string;
  unitCode: string;
  /** Stock-keeping unit code; empty for none. */
  sku: string;
  configurable: boolean;
  isActive: boolean;
  isOptionOnly: boolean;
  inStock: boolean;
}

export type ProductFormField = keyof ProductFormValues;

/** A form field's problem: a message key (the spec's, or skuTaken from the server), or a server message. */
export type ProductFormErrors = Partial<
  Record<ProductFormField, ProductIssueKey | 'skuTaken' | 'imageInvalid' | 'invalidValue'>
>;

export interface ProductFormDefaults {
  taxGroupId?: string | undefined;
  unitCode?: string | undefined;
  categoryId?: string | undefined;
}

/** The spec's defaults for a new product: active, in stock, unit C62, the default tax group. */
export function emptyProductForm(defaults: ProductFormDefaults = {}): ProductFormValues {
  return {
    nameTr: '',
    nameEn: '',
    descriptionTr: '',
    descriptionEn: '',
    price: '',
    categoryId: defaults.categoryId ?? '',
    subcategoryId: '',
    image: '',
    taxGroupId: defaults.taxGroupId ?? '',
    unitCode: defaults.unitCode ?? DEFAULT_UNIT_CODE,
    sku: '',
    configurable: false,
    isActive: true,
    isOptionOnly: false,
    inStock: true,
  };
}

/** The spec's default tax group is the one whose id ends in 48; otherwise the first one. */
export function defaultTaxGroupId(groups: ReadonlyArray<{ id: string }>): string | undefined {
  return (groups.find((group) => group.id.endsWith('48')) ?? groups[0])?.id;
}

export function productToForm(product: Product): ProductFormValues {
  return {
    nameTr: product.translations.tr.name ?? product.name,
    nameEn: product.translations.en.name ?? '',
    descriptionTr: product.translations.tr.description ?? product.description ?? '',
    descriptionEn: product.translations.en.description ?? '',
    price: toMajorString(product.price_minor),
    categoryId: product.category_id,
    subcategoryId: product.subcategory_id ?? '',
    image: product.image ?? '',
    taxGroupId: product.tax_group_id ?? '',
    unitCode: product.unit_code,
    sku: product.sku ?? '',
    configurable: product.configurable,
    isActive: product.is_active,
    isOptionOnly: product.is_option_only,
    inStock: product.in_stock,
  };
}

/** The price in kuruş, or undefined when the text is not an amount with at most two decimals. */
function priceMinorOf(values: Pick<ProductFormValues, 'price'>): number | undefined {
  return parseMajor(values.price);
}

const ISSUE_FIELDS: Record<string, ProductFormField> = {
  name: 'nameTr',
  price_minor: 'price',
  category_id: 'categoryId',
  image: 'image',
  sku: 'sku',
};

/** The spec's checks (same rules and message keys as the server), by form field. */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const issue of productIssues({
    name: values.nameTr,
    price_minor: priceMinorOf(values),
    category_id: values.categoryId,
    image: values.image,
    sku: values.sku,
  })) {
    const field = ISSUE_FIELDS[issue.field];
    if (field) errors[field] = issue.key;
  }
  return errors;
}

const SERVER_FIELDS: Record<string, ProductFormField> = {
  ...ISSUE_FIELDS,
  description: 'descriptionTr',
  subcategory_id: 'subcategoryId',
  tax_group_id: 'taxGroupId',
  unit_code: 'unitCode',
  'translations.tr.name': 'nameTr',
  'translations.en.name': 'nameEn',
  'translations.tr.description': 'descriptionTr',
  'translations.en.description': 'descriptionEn',
};

const ISSUE_KEYS = new Set<string>([
  'productNameRequired',
  'validPriceRequired',
  'priceTooHigh',
  'categoryRequired',
  'imageRequired',
  'skuInvalid',
  'skuTaken',
]);

/**
 * A server `validation_failed` answer's details as form errors (fields it does not name are left out):
 * keys the form translates, never the server's own (English) words.
 */
export function serverFormErrors(details: unknown): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as Array<{ field?: unknown; key?: unknown }>) {
    const field =
      typeof detail.field === 'string' ? SERVER_FIELDS[detail.field.replace(/^body\./, '')] : undefined;
    if (!field || errors[field]) continue;
    if (typeof detail.key === 'string' && ISSUE_KEYS.has(detail.key)) {
      errors[field] = detail.key as ProductIssueKey | 'skuTaken';
    } else {
      errors[field] = field === 'image' ? 'imageInvalid' : 'invalidValue';
    }
  }
  return errors;
}

const text = (value: string) => value.trim();
const optionalText = (value: string) => value.trim() || undefined;

function localized(name: string, description: string) {
  const out: { name?: string; description?: string } = {};
  const n = optionalText(name);
  const d = optionalText(description);
  if (n) out.name = n;
  if (d) out.description = d;
  return out;
}

/** The body of POST /rest/v1/products for a valid form. */
export function formToCreate(values: ProductFormValues): ProductWrite {
  return {
    name: text(values.nameTr),
    description: optionalText(values.descriptionTr) ?? null,
    price_minor: priceMinorOf(values) ?? 0,
    image: text(values.image),
    category_id: values.categoryId,
    subcategory_id: values.subcategoryId || null,
    tax_group_id: values.taxGroupId || null,
    unit_code: values.unitCode || DEFAULT_UNIT_CODE,
    sku: optionalText(values.sku) ?? null,
    configurable: values.configurable,
    is_active: values.isActive,
    is_option_only: values.isOptionOnly,
    in_stock: values.inStock,
    translations: {
      tr: localized(values.nameTr, values.descriptionTr),
      en: localized(values.nameEn, values.descriptionEn),
    },
  };
}

/** The body of PATCH /rest/v1/products/:id: only what differs from the product as it was loaded. */
export function formChanges(original: ProductFormValues, values: ProductFormValues): ProductWrite {
  const changes: ProductWrite = {};
  if (text(values.nameTr) !== text(original.nameTr)) changes.name = text(values.nameTr);
  if (text(values.descriptionTr) !== text(original.descriptionTr)) {
    changes.description = optionalText(values.descriptionTr) ?? null;
  }
  const price = priceMinorOf(values);
  if (price !== undefined && price !== priceMinorOf(original)) changes.price_minor = price;
  if (text(values.image) !== text(original.image)) changes.image = text(values.image);
  if (values.categoryId !== original.categoryId) {
    changes.category_id = values.categoryId;
    changes.subcategory_id = values.subcategoryId || null;
  } else if (values.subcategoryId !== original.subcategoryId) {
    changes.subcategory_id = values.subcategoryId || null;
  }
  if (values.taxGroupId !== original.taxGroupId) changes.tax_group_id = values.taxGroupId || null;
  if (values.unitCode !== original.unitCode) changes.unit_code = values.unitCode;
  if (text(values.sku) !== text(original.sku)) changes.sku = optionalText(values.sku) ?? null;
  if (values.configurable !== original.configurable) changes.configurable = values.configurable;
  if (values.isActive !== original.isActive) changes.is_active = values.isActive;
  if (values.isOptionOnly !== original.isOptionOnly) changes.is_option_only = values.isOptionOnly;
  if (values.inStock !== original.inStock) changes.in_stock = values.inStock;
  if (
    text(values.nameEn) !== text(original.nameEn) ||
    text(values.descriptionEn) !== text(original.descriptionEn)
  ) {
    // English replaces the old English texts as a whole (the Turkish ones follow name/description)
    changes.translations = { en: localized(values.nameEn, values.descriptionEn) };
  }
  return changes;
}

/** The form's fields in screen order: a failed validation focuses the first one with a problem. */
export const PRODUCT_FIELD_ORDER: ProductFormField[] = [
  'image',
  'nameTr',
  'price',
  'sku',
  'categoryId',
  'subcategoryId',
];

/**
 * What a failed save shows: the server's validation problems on their fields (a message without
 * details when it named none), or the failure's message (null: no detail to add).
 */
export function productSaveFailure(error: unknown): {
  /** null: the fields' problems stay as they are. */
  errors: ProductFormErrors | null;
  failure: string | null;
} {
  if (isApiError(error) && error.code === 'validation_failed') {
    const errors = serverFormErrors(error.details);
    return { errors, failure: Object.keys(errors).length === 0 ? '' : null };
  }
  return { errors: null, failure: isApiError(error) ? error.message : null };
}

/** The unit choices: the active units, and the product's own unit when it is no longer one of them. */
export function unitChoices<T extends { code: string; name: string; sort_order: number }>(
  units: readonly T[],
  current: string,
): Array<T | { code: string; name: string; sort_order: number }> {
  return current && !units.some((u) => u.code === current)
    ? [...units, { code: current, name: current, sort_order: Number.MAX_SAFE_INTEGER }]
    : [...units];
}
