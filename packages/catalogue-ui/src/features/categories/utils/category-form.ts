import type { Category, CategoryWrite } from '@kiosk/contracts';
import { type ParentProblem, slugify } from '@kiosk/domain';
import { isApiError } from '@kiosk/ui';

export interface CategoryFormValues {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  icon: string;
  color: string;
  /** '' for a main category. */
  parentId: string;
  isActive: boolean;
}

type CategoryFormError =
  | 'categoryNameRequired'
  | 'categoryExists'
  | 'invalidColor'
  | ParentProblem
  | 'invalidValue';

const SERVER_KEYS = new Set<string>([
  'categoryNameRequired',
  'parent_is_self',
  'parent_not_found',
  'parent_not_main',
  'has_subcategories',
  'parent_reserved',
]);

/**
 * A server `validation_failed` answer as form errors: its keys translated by the form, never the
 * server's own (English) words; a field's problem without a key reads "invalidValue".
 */
export function serverCategoryErrors(details: Array<{ field?: string; key?: string }>): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  for (const detail of details) {
    const field = detail.field === 'parent_id' ? 'parentId' : detail.field === 'color' ? 'color' : 'nameTr';
    errors[field] =
      detail.key && SERVER_KEYS.has(detail.key) ? (detail.key as CategoryFormError) : 'invalidValue';
  }
  return errors;
}
export type CategoryFormErrors = Partial<
  Record<keyof CategoryFormValues, CategoryFormError | { message: string }>
>;

const DEFAULT_CATEGORY_COLOR = '#c9a227';

/** Colours offered next to the free colour picker. */
export const COLOR_SWATCHES = [
  '#c9a227',
  '#e8590c',
  '#c2410c',
  '#d6336c',
  '#a61e4d',
  '#7c4a1e',
  '#b5651d',
  '#f59f00',
  '#2f9e44',
  '#1098ad',
  '#1c7ed6',
  '#7048e8',
] as const;

export function emptyCategoryForm(parentId = ''): CategoryFormValues {
  return {
    nameTr: '',
    nameEn: '',
    descriptionTr: '',
    descriptionEn: '',
    icon: 'Package',
    color: DEFAULT_CATEGORY_COLOR,
    parentId,
    isActive: true,
  };
}

export function categoryToForm(category: Category): CategoryFormValues {
  return {
    nameTr: category.translations.tr.name ?? category.name,
    nameEn: category.translations.en.name ?? '',
    descriptionTr: category.translations.tr.description ?? category.description ?? '',
    descriptionEn: category.translations.en.description ?? '',
    icon: category.icon,
    color: category.color ?? '',
    parentId: category.parent_id ?? '',
    isActive: category.is_active,
  };
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Spec: the Turkish name is required; on add, a name whose lowercase hyphenated slug equals an
 * existing category id is refused (categoryExists).
 */
export function validateCategoryForm(
  values: CategoryFormValues,
  existingIds: readonly string[],
  adding: boolean,
): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const slug = slugify(values.nameTr);
  if (!values.nameTr.trim() || !slug) errors.nameTr = 'categoryNameRequired';
  else if (adding && existingIds.includes(slug)) errors.nameTr = 'categoryExists';
  if (values.color && !COLOR.test(values.color)) errors.color = 'invalidColor';
  return errors;
}

const optional = (value: string) => value.trim() || undefined;

function texts(values: CategoryFormValues) {
  const tr: { name: string; description?: string } = { name: values.nameTr.trim() };
  const trDescription = optional(values.descriptionTr);
  if (trDescription) tr.description = trDescription;
  const en: { name?: string; description?: string } = {};
  const enName = optional(values.nameEn);
  const enDescription = optional(values.descriptionEn);
  if (enName) en.name = enName;
  if (enDescription) en.description = enDescription;
  return {
    name: tr.name,
    description: trDescription ?? null,
    translations: { tr, en },
  };
}

export function formToCreate(values: CategoryFormValues): CategoryWrite {
  return {
    ...texts(values),
    icon: values.icon as CategoryWrite['icon'],
    color: values.color || null,
    parent_id: values.parentId || null,
    is_active: values.isActive,
  };
}

/**
 * The PATCH body: the texts (names and descriptions in both languages, which the server replaces
 * together) when any of them changed, and each other field that changed.
 */
export function formChanges(original: CategoryFormValues, values: CategoryFormValues): CategoryWrite {
  const changes: CategoryWrite = {};
  const textKeys = ['nameTr', 'nameEn', 'descriptionTr', 'descriptionEn'] as const;
  if (textKeys.some((key) => values[key].trim() !== original[key].trim()))
    Object.assign(changes, texts(values));
  if (values.icon !== original.icon) changes.icon = values.icon as CategoryWrite['icon'];
  if (values.color !== original.color) changes.color = values.color || null;
  if (values.parentId !== original.parentId) changes.parent_id = values.parentId || null;
  if (values.isActive !== original.isActive) changes.is_active = values.isActive;
  return changes;
}

/** How a failed save shows: on a field (focused), on the fields the server named, or as a message. */
export type CategorySaveFailure =
  | { kind: 'field'; field: 'nameTr' | 'nameEn'; errors: CategoryFormErrors }
  | { kind: 'fields'; errors: CategoryFormErrors }
  | { kind: 'message'; message: string };

/** What a save's error means for the form (`category_exists`: the name a sibling already has). */
export function categorySaveFailure(error: unknown): CategorySaveFailure {
  if (isApiError(error) && error.code === 'category_exists') {
    // the server says which name a sibling already has: the Turkish or the English one
    const field =
      (error.details as { field?: unknown } | undefined)?.field === 'translations.en.name'
        ? 'nameEn'
        : 'nameTr';
    return { kind: 'field', field, errors: { [field]: 'categoryExists' } };
  }
  if (isApiError(error) && error.code === 'validation_failed' && Array.isArray(error.details)) {
    return {
      kind: 'fields',
      errors: serverCategoryErrors(error.details as Array<{ field?: string; key?: string }>),
    };
  }
  return { kind: 'message', message: isApiError(error) ? error.message : '' };
}
