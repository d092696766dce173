import type { Product } from '@kiosk/contracts';
import { unitTranslationKey } from '@kiosk/domain';
import {
  Button,
  Dialog,
  describedBy,
  Field,
  FormMessage,
  Input,
  isApiError,
  Select,
  SwitchRow,
  toast,
  useLanguage,
} from '@kiosk/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChanged, useDiscardGuard, useReportDirty } from '../../../components/discard-guard';
import { LoadingPanel } from '../../../components/state-panel';
import { SuggestionPicker } from '../../../components/suggestion-picker';
import { TranslationFields } from '../../../components/translation-fields';
import { categoryOptions } from '../../../lib/catalogue/category-tree';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { localizedName } from '../../../lib/catalogue/localized';
import { useCreateProduct } from '../api/create-product';
import { useTaxGroups } from '../api/get-tax-groups';
import { type UnitCode, useUnitCodes } from '../api/get-unit-codes';
import { useUnitNames } from '../api/get-unit-names';
import { useUpdateProduct } from '../api/update-product';
import {
  defaultTaxGroupId,
  emptyProductForm,
  formChanges,
  formToCreate,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  productToForm,
  serverFormErrors,
  validateProductForm,
} from '../utils/product-form';
import { ProductImageField } from './product-image-field';

export type ProductDialogState = { mode: 'add' } | { mode: 'edit'; product: Product };

export interface ProductFormDialogProps {
  state: ProductDialogState | null;
  onClose: () => void;
}

/** The add/edit product modal (spec sections 2, 3 and 5). */
export function ProductFormDialog({ state, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const taxGroups = useTaxGroups();
  const unitCodes = useUnitCodes();
  // the units' names in the screen's language: waited for so the select never shows the
  // catalogue's Turkish name first and changes under the user; if they fail, the names fall back
  const { language } = useLanguage();
  const unitNames = useUnitNames(language);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const busy = saving || uploading;
  const ready = categories.data && taxGroups.data && unitCodes.data && (unitNames.data || unitNames.isError);
  const failed = categories.isError || taxGroups.isError || unitCodes.isError;
  const editing = state?.mode === 'edit' ? state.product : undefined;
  const guard = useDiscardGuard(onClose);

  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open && !busy) guard.requestClose();
      }}
      size="xl"
      title={editing ? t('catalogue.products.form.editTitle') : t('catalogue.products.form.addTitle')}
      description={t('catalogue.products.form.description')}
      footer={
        <>
          <Button variant="outline" onClick={guard.requestClose} disabled={busy}>
            {t('catalogue.common.cancel')}
          </Button>
          <Button type="submit" form="product-form" loading={saving} disabled={!ready || uploading}>
            {saving
              ? t('catalogue.common.saving')
              : editing
                ? t('catalogue.common.save')
                : t('catalogue.products.form.create')}
          </Button>
        </>
      }
    >
      {state && ready ? (
        <ProductForm
          key={editing?.id ?? 'new'}
          product={editing}
          taxGroupDefault={defaultTaxGroupId(taxGroups.data)}
          onSavingChange={setSaving}
          onUploadingChange={setUploading}
          onDirtyChange={guard.setDirty}
          onDone={guard.close}
        />
      ) : failed ? (
        <FormMessage>{t('catalogue.products.form.referenceError')}</FormMessage>
      ) : (
        <LoadingPanel />
      )}
      {guard.question}
    </Dialog>
  );
}

interface ProductFormProps {
  product: Product | undefined;
  taxGroupDefault: string | undefined;
  onSavingChange: (saving: boolean) => void;
  onUploadingChange: (uploading: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}

const fieldId = (field: ProductFormField) => `product-${field}`;

const FIELD_ORDER: ProductFormField[] = ['image', 'nameTr', 'price', 'sku', 'categoryId', 'subcategoryId'];

function ProductForm({
  product,
  taxGroupDefault,
  onSavingChange,
  onUploadingChange,
  onDirtyChange,
  onDone,
}: ProductFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories().data ?? [];
  const taxGroups = useTaxGroups().data ?? [];
  const unitCodes = useUnitCodes().data ?? [];
  const unitNames = useUnitNames(language).data;
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const original = useMemo(
    () => (product ? productToForm(product) : emptyProductForm({ taxGroupId: taxGroupDefault })),
    [product, taxGroupDefault],
  );
  const [values, setValues] = useState<ProductFormValues>(original);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const saving = create.isPending || update.isPending;
  useReportDirty(isChanged(original, values), onDirtyChange);

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const mainOptions = categoryOptions(categories, { language });
  const subcategories = categories
    .filter((c) => values.categoryId && c.parent_id === values.categoryId)
    .sort((a, b) => a.sort_order - b.sort_order);
  const units: UnitCode[] =
    values.unitCode && !unitCodes.some((u) => u.code === values.unitCode)
      ? [...unitCodes, { code: values.unitCode, name: values.unitCode, sort_order: Number.MAX_SAFE_INTEGER }]
      : unitCodes;
  const unitLabel = (unit: UnitCode) =>
    unitNames?.[unitTranslationKey(unit.code)] ?? unitNames?.['unit.piece'] ?? unit.name;

  const errorText = (field: ProductFormField): ReactNode => {
    const error = errors[field];
    if (!error) return undefined;
    return t(`catalogue.products.messages.${error}`);
  };

  const submit = async () => {
    setFailure(null);
    const found = validateProductForm(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onSavingChange(true);
    try {
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
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed') {
        const fromServer = serverFormErrors(error.details);
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0) setFailure('');
      } else {
        setFailure(isApiError(error) ? error.message : null);
      }
      toast.error(t('catalogue.products.messages.saveError'));
    } finally {
      onSavingChange(false);
    }
  };

  return (
    <form
      id="product-form"
      noValidate
      aria-busy={saving || uploading}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && !uploading) void submit();
      }}
      className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]"
    >
      <div>
        <p className="mb-1.5 font-medium text-ink text-sm">
          {t('catalogue.products.form.image')}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </p>
        <ProductImageField
          id={fieldId('image')}
          value={values.image}
          onChange={(image) => set('image', image)}
          error={errorText('image')}
          onBusyChange={(busy) => {
            setUploading(busy);
            onUploadingChange(busy);
          }}
        />
      </div>

      <div className="space-y-5">
        {failure !== null && (
          <FormMessage>
            {t('catalogue.products.messages.saveError')}
            {failure ? `: ${failure}` : ''}
          </FormMessage>
        )}

        <Section title={t('catalogue.products.form.sections.names')}>
          <TranslationFields
            values={values}
            onChange={set}
            idOf={fieldId}
            labelKeys="catalogue.products.form"
            nameError={errorText('nameTr')}
            nameMaxLength={200}
            descriptionMaxLength={2000}
          />
        </Section>

        <Section title={t('catalogue.products.form.sections.pricing')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={fieldId('price')}
              label={t('catalogue.products.form.price')}
              required
              hint={t('catalogue.products.form.priceHint')}
              error={errorText('price')}
            >
              <div className="relative">
                <Input
                  id={fieldId('price')}
                  type="number"
                  inputMode="decimal"
                  min="0.01"
                  step="0.01"
                  required
                  value={values.price}
                  invalid={Boolean(errors.price)}
                  aria-describedby={describedBy(fieldId('price'), errors.price, true)}
                  onChange={(event) => set('price', event.target.value)}
                  className="pr-10 tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-semibold text-ink-muted"
                >
                  ₺
                </span>
              </div>
            </Field>
            <Field id={fieldId('unitCode')} label={t('catalogue.products.form.unit')}>
              <Select
                id={fieldId('unitCode')}
                value={values.unitCode}
                onChange={(event) => set('unitCode', event.target.value)}
              >
                {units.map((unit) => (
                  <option key={unit.code} value={unit.code}>
                    {unitLabel(unit)} ({unit.code})
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={fieldId('taxGroupId')} label={t('catalogue.products.form.taxGroup')}>
              <Select
                id={fieldId('taxGroupId')}
                value={values.taxGroupId}
                onChange={(event) => set('taxGroupId', event.target.value)}
              >
                {(values.taxGroupId === '' || !taxGroups.some((g) => g.id === values.taxGroupId)) && (
                  <option value={values.taxGroupId}>{t('catalogue.products.form.noTaxGroup')}</option>
                )}
                {taxGroups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name.includes(String(group.rate))
                      ? group.name
                      : t('catalogue.products.form.taxGroupOption', { name: group.name, rate: group.rate })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id={fieldId('sku')}
              label={t('catalogue.products.form.sku')}
              hint={t('catalogue.products.form.skuHint')}
              error={errorText('sku')}
            >
              <Input
                id={fieldId('sku')}
                value={values.sku}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                invalid={Boolean(errors.sku)}
                aria-describedby={describedBy(fieldId('sku'), errors.sku, true)}
                onChange={(event) => set('sku', event.target.value)}
                className="font-mono"
                placeholder={t('catalogue.products.form.skuPlaceholder')}
              />
            </Field>
          </div>
        </Section>

        <Section title={t('catalogue.products.form.sections.placement')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={fieldId('categoryId')}
              label={t('catalogue.products.form.category')}
              required
              error={errorText('categoryId')}
            >
              <Select
                id={fieldId('categoryId')}
                value={values.categoryId}
                required
                invalid={Boolean(errors.categoryId)}
                aria-describedby={describedBy(fieldId('categoryId'), errors.categoryId)}
                onChange={(event) => {
                  // spec: the subcategory choices depend on the category and reset when it changes
                  setValues((current) => ({ ...current, categoryId: event.target.value, subcategoryId: '' }));
                  setErrors((current) => ({ ...current, categoryId: undefined, subcategoryId: undefined }));
                }}
              >
                <option value="" disabled>
                  {t('catalogue.products.form.chooseCategory')}
                </option>
                {mainOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id={fieldId('subcategoryId')}
              label={t('catalogue.products.form.subcategory')}
              hint={
                values.categoryId && subcategories.length === 0
                  ? t('catalogue.products.form.noSubcategories')
                  : undefined
              }
              error={errorText('subcategoryId')}
            >
              <Select
                id={fieldId('subcategoryId')}
                value={values.subcategoryId}
                disabled={subcategories.length === 0}
                invalid={Boolean(errors.subcategoryId)}
                onChange={(event) => set('subcategoryId', event.target.value)}
              >
                <option value="">{t('catalogue.products.form.noSubcategory')}</option>
                {subcategories.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {localizedName(sub, language)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </Section>

        <Section title={t('catalogue.products.form.sections.options')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SwitchRow
              density="compact"
              tone="success"
              id={fieldId('isActive')}
              label={t('catalogue.products.form.isActive')}
              hint={t('catalogue.products.form.isActiveHint')}
              checked={values.isActive}
              onCheckedChange={(checked) => set('isActive', checked)}
            />
            <SwitchRow
              density="compact"
              tone="success"
              id={fieldId('inStock')}
              label={t('catalogue.products.form.inStock')}
              hint={t('catalogue.products.form.inStockHint')}
              checked={values.inStock}
              onCheckedChange={(checked) => set('inStock', checked)}
            />
            <SwitchRow
              density="compact"
              tone="success"
              id={fieldId('configurable')}
              label={t('catalogue.products.form.configurable')}
              hint={t('catalogue.products.form.configurableHint')}
              checked={values.configurable}
              onCheckedChange={(checked) => set('configurable', checked)}
            />
            <SwitchRow
              density="compact"
              tone="success"
              id={fieldId('isOptionOnly')}
              label={t('catalogue.products.form.optionOnly')}
              hint={t('catalogue.products.form.optionOnlyHint')}
              checked={values.isOptionOnly}
              onCheckedChange={(checked) => set('isOptionOnly', checked)}
            />
          </div>
        </Section>
        {product && <SuggestionPicker source={{ kind: 'product', id: product.id }} />}
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 font-semibold text-secondary-700 text-xs uppercase tracking-wider">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
