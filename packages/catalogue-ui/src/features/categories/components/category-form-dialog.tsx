import { CATEGORY_ICONS, type Category } from '@kiosk/contracts';
import { parentChoices } from '@kiosk/domain';
import {
  Button,
  CATEGORY_ICON_COMPONENTS,
  CategoryIconTile,
  cn,
  Dialog,
  describedBy,
  Field,
  FormMessage,
  Input,
  isApiError,
  isCategoryIcon,
  Select,
  SwitchRow,
  toast,
  useLanguage,
} from '@kiosk/ui';
import { Check } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChanged, useDiscardGuard, useReportDirty } from '../../../components/discard-guard';
import { SuggestionPicker } from '../../../components/suggestion-picker';
import { TranslationFields } from '../../../components/translation-fields';
import { ALL_CATEGORY_ID, isReservedCategory } from '../../../lib/catalogue/category-tree';
import { localizedName } from '../../../lib/catalogue/localized';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import {
  type CategoryFormErrors,
  type CategoryFormValues,
  COLOR_SWATCHES,
  categoryToForm,
  emptyCategoryForm,
  formChanges,
  formToCreate,
  serverCategoryErrors,
  validateCategoryForm,
} from '../utils/category-form';

export type CategoryDialogState = { mode: 'add'; parentId?: string } | { mode: 'edit'; category: Category };

export interface CategoryFormDialogProps {
  state: CategoryDialogState | null;
  categories: readonly Category[];
  onClose: () => void;
}

/** The add/edit category modal: names, icon (15, default Package), colour and parent (one level). */
export function CategoryFormDialog({ state, categories, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const editing = state?.mode === 'edit' ? state.category : undefined;
  const guard = useDiscardGuard(onClose);
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open && !saving) guard.requestClose();
      }}
      size="lg"
      title={editing ? t('catalogue.categories.form.editTitle') : t('catalogue.categories.form.addTitle')}
      description={t('catalogue.categories.form.description')}
      footer={
        <>
          <Button variant="outline" onClick={guard.requestClose} disabled={saving}>
            {t('catalogue.common.cancel')}
          </Button>
          <Button type="submit" form="category-form" loading={saving}>
            {saving
              ? t('catalogue.common.saving')
              : editing
                ? t('catalogue.common.save')
                : t('catalogue.categories.form.create')}
          </Button>
        </>
      }
    >
      {state && (
        <CategoryForm
          key={editing?.id ?? `new-${state.mode === 'add' ? (state.parentId ?? '') : ''}`}
          category={editing}
          parentId={state.mode === 'add' ? state.parentId : undefined}
          categories={categories}
          onSavingChange={setSaving}
          onDirtyChange={guard.setDirty}
          onDone={guard.close}
        />
      )}
      {guard.question}
    </Dialog>
  );
}

const fieldId = (field: keyof CategoryFormValues) => `category-${field}`;

function CategoryForm({
  category,
  parentId,
  categories,
  onSavingChange,
  onDirtyChange,
  onDone,
}: {
  category: Category | undefined;
  parentId: string | undefined;
  categories: readonly Category[];
  onSavingChange: (saving: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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

  // spec: parent choices exclude the category itself, its subcategories and 'all'; one level only
  const parents = parentChoices([...categories], category?.id).filter((c) => !isReservedCategory(c.id));
  const hasSubcategories = (category?.subcategory_count ?? 0) > 0;
  const reserved = category ? isReservedCategory(category.id) : false;
  const currentIcon = isCategoryIcon(values.icon) ? values.icon : 'Package';

  const errorText = (field: keyof CategoryFormValues): ReactNode => {
    const error = errors[field];
    if (!error) return undefined;
    return typeof error === 'string' ? t(`catalogue.categories.messages.${error}`) : error.message;
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
      document.getElementById(fieldId(found.nameTr ? 'nameTr' : 'color'))?.focus();
      return;
    }
    onSavingChange(true);
    try {
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
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'category_exists') {
        // the server says which name a sibling already has: the Turkish or the English one
        const field =
          (error.details as { field?: unknown } | undefined)?.field === 'translations.en.name'
            ? 'nameEn'
            : 'nameTr';
        setErrors({ [field]: 'categoryExists' });
        document.getElementById(fieldId(field))?.focus();
      } else if (isApiError(error) && error.code === 'validation_failed' && Array.isArray(error.details)) {
        setErrors(serverCategoryErrors(error.details as Array<{ field?: string; key?: string }>));
      } else {
        setFailure(isApiError(error) ? error.message : '');
        toast.error(
          t(
            category
              ? 'catalogue.categories.messages.categoryUpdateError'
              : 'catalogue.categories.messages.categoryAddError',
          ),
        );
      }
    } finally {
      onSavingChange(false);
    }
  };

  return (
    <form
      id="category-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending && !update.isPending) void submit();
      }}
      className="space-y-5"
    >
      {failure !== null && (
        <FormMessage>
          {t(
            category
              ? 'catalogue.categories.messages.categoryUpdateError'
              : 'catalogue.categories.messages.categoryAddError',
          )}
          {failure ? `: ${failure}` : ''}
        </FormMessage>
      )}

      <div className="flex items-center gap-4 rounded-2xl bg-surface-muted/70 p-4">
        <CategoryIconTile icon={values.icon} color={values.color || null} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink text-lg">
            {(language === 'en' ? values.nameEn.trim() : '') ||
              values.nameTr.trim() ||
              t('catalogue.categories.form.previewName')}
          </p>
          <p className="text-ink-muted text-sm">
            {values.parentId
              ? t('catalogue.categories.form.previewSub', {
                  parent: localizedName(
                    categories.find((c) => c.id === values.parentId) ?? { name: values.parentId },
                    language,
                  ),
                })
              : t('catalogue.categories.form.previewMain')}
          </p>
        </div>
      </div>

      <TranslationFields
        values={values}
        onChange={set}
        idOf={fieldId}
        labelKeys="catalogue.categories.form"
        nameError={errorText('nameTr')}
        nameEnError={errorText('nameEn')}
        nameMaxLength={100}
        descriptionMaxLength={1000}
      />

      <fieldset>
        <legend className="mb-1.5 font-medium text-ink text-sm">{t('catalogue.categories.form.icon')}</legend>
        <div className="grid grid-cols-5 gap-2 sm:grid-cols-8" data-testid="icon-picker">
          {CATEGORY_ICONS.map((icon) => {
            const Icon = CATEGORY_ICON_COMPONENTS[icon];
            const selected = currentIcon === icon;
            return (
              <label
                key={icon}
                title={t(`catalogue.categories.icons.${icon}`)}
                className={cn(
                  'flex h-12 cursor-pointer items-center justify-center rounded-xl border transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
                  selected
                    ? 'border-primary-500 bg-primary-50 text-secondary-900 shadow-sm'
                    : 'border-line bg-white text-ink-muted hover:border-primary-200 hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="category-icon"
                  value={icon}
                  checked={selected}
                  onChange={() => set('icon', icon)}
                  className="sr-only"
                />
                <Icon className="size-5" aria-hidden="true" />
                <span className="sr-only">{t(`catalogue.categories.icons.${icon}`)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 font-medium text-ink text-sm">
            {t('catalogue.categories.form.color')}
          </legend>
          <div className="flex flex-wrap items-center gap-1.5">
            {COLOR_SWATCHES.map((swatch) => (
              <button
                key={swatch}
                type="button"
                aria-label={swatch}
                aria-pressed={values.color.toLowerCase() === swatch}
                onClick={() => set('color', swatch)}
                className="relative flex size-8 items-center justify-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
                style={{ backgroundColor: swatch }}
              >
                {values.color.toLowerCase() === swatch && (
                  <Check className="size-4 text-white drop-shadow" aria-hidden="true" />
                )}
              </button>
            ))}
          </div>
          <div className="mt-2 flex items-center gap-2">
            <input
              type="color"
              aria-label={t('catalogue.categories.form.customColor')}
              value={/^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : '#c9a227'}
              onChange={(event) => set('color', event.target.value)}
              className="h-12 w-16 shrink-0 cursor-pointer rounded-xl border border-line bg-white p-1"
            />
            <Input
              id={fieldId('color')}
              value={values.color}
              maxLength={7}
              placeholder="#c9a227"
              aria-label={t('catalogue.categories.form.colorHex')}
              invalid={Boolean(errors.color)}
              aria-describedby={errors.color ? `${fieldId('color')}-error` : undefined}
              onChange={(event) => set('color', event.target.value.trim())}
              className="font-mono uppercase"
            />
          </div>
          {errors.color && (
            <p id={`${fieldId('color')}-error`} className="mt-1.5 text-red-700 text-sm">
              {errorText('color')}
            </p>
          )}
        </fieldset>

        <div className="space-y-4">
          <Field
            id={fieldId('parentId')}
            label={t('catalogue.categories.form.parent')}
            hint={
              hasSubcategories
                ? t('catalogue.categories.form.parentLocked')
                : t('catalogue.categories.form.parentHint')
            }
            error={errorText('parentId')}
          >
            <Select
              id={fieldId('parentId')}
              value={values.parentId}
              disabled={hasSubcategories || reserved}
              invalid={Boolean(errors.parentId)}
              aria-describedby={describedBy(fieldId('parentId'), errors.parentId, true)}
              onChange={(event) => set('parentId', event.target.value)}
            >
              <option value="">{t('catalogue.categories.form.noParent')}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {localizedName(parent, language)}
                </option>
              ))}
            </Select>
          </Field>
          <SwitchRow
            density="compact"
            tone="success"
            id={fieldId('isActive')}
            label={t('catalogue.categories.form.isActive')}
            hint={t('catalogue.categories.form.isActiveHint')}
            checked={values.isActive}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
        </div>
        {category && !isReservedCategory(category.id) && (
          <SuggestionPicker source={{ kind: 'category', id: category.id }} />
        )}
      </div>
    </form>
  );
}
