import type { Product } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChanged, useReportDirty } from '../../../components/discard-guard';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import {
  emptyProductForm,
  formChanges,
  formToCreate,
  PRODUCT_FIELD_ORDER,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  productSaveFailure,
  productToForm,
  validateProductForm,
} from '../utils/product-form';

export const productFieldId = (field: ProductFormField) => `product-${field}`;

export interface ProductFormOptions {
  product: Product | undefined;
  taxGroupDefault: string | undefined;
  onSavingChange: (saving: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

/**
 * The product form's values, errors and save: validated first (the first problem focused), then
 * created or updated (only what changed); the server's problems land on their fields.
 */
export function useProductForm({
  product,
  taxGroupDefault,
  onSavingChange,
  onDirtyChange,
  onDone,
}: ProductFormOptions) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const original = useMemo(
    () => (product ? productToForm(product) : emptyProductForm({ taxGroupId: taxGroupDefault })),
    [product, taxGroupDefault],
  );
  const [values, setValues] = useState<ProductFormValues>(original);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  useReportDirty(isChanged(original, values), onDirtyChange);

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** Spec: the subcategory choices depend on the category and reset when it changes. */
  const setCategory = (categoryId: string) => {
    setValues((current) => ({ ...current, categoryId, subcategoryId: '' }));
    setErrors((current) => ({ ...current, categoryId: undefined, subcategoryId: undefined }));
  };
  const errorText = (field: ProductFormField): ReactNode => {
    const error = errors[field];
    if (!error) return undefined;
    return t(`catalogue.products.messages.${error}`);
  };

  const save = async () => {
    if (product) {
      const changes = formChanges(original, values);
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: product.id, changes });
        toast.success(t('catalogue.products.messages.updateSuccess'));
      }
    } else {
      await create.mutateAsync(formToCreate(values));
      toast.success(t('catalogue.products.messages.addSuccess'));
    }
  };

  const submit = async () => {
    setFailure(null);
    const found = validateProductForm(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = PRODUCT_FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(productFieldId(first))?.focus();
      return;
    }
    onSavingChange(true);
    try {
      await save();
      onDone();
    } catch (error) {
      const shown = productSaveFailure(error);
      if (shown.errors) setErrors(shown.errors);
      setFailure(shown.failure);
      toast.error(t('catalogue.products.messages.saveError'));
    } finally {
      onSavingChange(false);
    }
  };

  const saving = create.isPending || update.isPending;
  return { values, set, setCategory, errors, errorText, failure, submit, saving };
}
