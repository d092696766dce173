import type { Category } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChanged, useReportDirty } from '../../../components/discard-guard';
import { ALL_CATEGORY_ID } from '../../../lib/catalogue/category-tree';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import {
  type CategoryFormErrors,
  type CategoryFormValues,
  categorySaveFailure,
  categoryToForm,
  emptyCategoryForm,
  formChanges,
  formToCreate,
  validateCategoryForm,
} from '../utils/category-form';

export const categoryFieldId = (field: keyof CategoryFormValues) => `category-${field}`;

export interface CategoryFormOptions {
  category: Category | undefined;
  parentId: string | undefined;
  categories: readonly Category[];
  onSavingChange: (saving: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

/**
 * The category form's values, errors and save: validated first (the first problem focused), then
 * created or updated (only what changed); the server's problems land on their fields.
 */
export function useCategoryForm({
  category,
  parentId,
  categories,
  onSavingChange,
  onDirtyChange,
  onDone,
}: CategoryFormOptions) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const original = useMemo(
    () => (category ? categoryToForm(category) : emptyCategoryForm(parentId ?? '')),
    [category, parentId],
  );
  const [values, setValues] = useState(original);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  useReportDirty(isChanged(original, values), onDirtyChange);

  const set = <K extends keyof CategoryFormValues>(field: K, value: CategoryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: keyof CategoryFormValues): ReactNode => {
    const error = errors[field];
    if (!error) return undefined;
    return typeof error === 'string' ? t(`catalogue.categories.messages.${error}`) : error.message;
  };

  const save = async () => {
    if (category) {
      const changes = formChanges(original, values);
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: category.id, changes });
        toast.success(t('catalogue.categories.messages.categoryUpdatedSuccess'));
      }
    } else {
      await create.mutateAsync(formToCreate(values));
      toast.success(t('catalogue.categories.messages.categoryAddedSuccess'));
    }
  };

  const fail = (error: unknown) => {
    const shown = categorySaveFailure(error);
    if (shown.kind === 'field') {
      setErrors(shown.errors);
      document.getElementById(categoryFieldId(shown.field))?.focus();
    } else if (shown.kind === 'fields') {
      setErrors(shown.errors);
    } else {
      setFailure(shown.message);
      toast.error(
        t(
          category
            ? 'catalogue.categories.messages.categoryUpdateError'
            : 'catalogue.categories.messages.categoryAddError',
        ),
      );
    }
  };

  const submit = async () => {
    setFailure(null);
    const found = validateCategoryForm(
      values,
      categories.map((c) => c.id).concat(ALL_CATEGORY_ID),
      !category,
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(categoryFieldId(found.nameTr ? 'nameTr' : 'color'))?.focus();
      return;
    }
    onSavingChange(true);
    try {
      await save();
      onDone();
    } catch (error) {
      fail(error);
    } finally {
      onSavingChange(false);
    }
  };

  const pending = create.isPending || update.isPending;
  return { values, set, errors, errorText, failure, submit, pending };
}
