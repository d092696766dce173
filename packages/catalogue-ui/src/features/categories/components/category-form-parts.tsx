import { CATEGORY_ICONS, type Category } from '@kiosk/contracts';
import { parentChoices } from '@kiosk/domain';
import {
  CATEGORY_ICON_COMPONENTS,
  CategoryIconTile,
  cn,
  describedBy,
  Field,
  Input,
  isCategoryIcon,
  Select,
  useLanguage,
} from '@kiosk/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isReservedCategory } from '../../../lib/catalogue/category-tree';
import { localizedName } from '../../../lib/catalogue/localized';
import { categoryFieldId as fieldId } from '../hooks/use-category-form';
import { type CategoryFormErrors, type CategoryFormValues, COLOR_SWATCHES } from '../utils/category-form';

type SetField = <K extends keyof CategoryFormValues>(field: K, value: CategoryFormValues[K]) => void;

/** The category as it will look: its tile, its name, main or under which parent. */
export function CategoryPreview({
  values,
  categories,
}: {
  values: CategoryFormValues;
  categories: readonly Category[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
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
  );
}

/** The 15 icons, one chosen (Package when the stored one is unknown). */
export function IconPicker({ icon, set }: { icon: string; set: SetField }) {
  const { t } = useTranslation();
  const currentIcon = isCategoryIcon(icon) ? icon : 'Package';
  return (
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
  );
}

/** The colour: a swatch, the colour picker or a hex code. */
export function ColorPicker({
  color,
  error,
  errorText,
  set,
}: {
  color: string;
  error: CategoryFormErrors['color'];
  errorText: ReactNode;
  set: SetField;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-ink text-sm">{t('catalogue.categories.form.color')}</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {COLOR_SWATCHES.map((swatch) => (
          <button
            key={swatch}
            type="button"
            aria-label={swatch}
            aria-pressed={color.toLowerCase() === swatch}
            onClick={() => set('color', swatch)}
            className="relative flex size-8 items-center justify-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
            style={{ backgroundColor: swatch }}
          >
            {color.toLowerCase() === swatch && (
              <Check className="size-4 text-white drop-shadow" aria-hidden="true" />
            )}
          </button>
        ))}
      </div>
      <div className="mt-2 flex items-center gap-2">
        <input
          type="color"
          aria-label={t('catalogue.categories.form.customColor')}
          value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#c9a227'}
          onChange={(event) => set('color', event.target.value)}
          className="h-12 w-16 shrink-0 cursor-pointer rounded-xl border border-line bg-white p-1"
        />
        <Input
          id={fieldId('color')}
          value={color}
          maxLength={7}
          placeholder="#c9a227"
          aria-label={t('catalogue.categories.form.colorHex')}
          invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId('color')}-error` : undefined}
          onChange={(event) => set('color', event.target.value.trim())}
          className="font-mono uppercase"
        />
      </div>
      {error && (
        <p id={`${fieldId('color')}-error`} className="mt-1.5 text-red-700 text-sm">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}

/** The parent (one level; locked while the category has subcategories, or is reserved). */
export function ParentField({
  category,
  categories,
  parentId,
  error,
  errorText,
  set,
}: {
  category: Category | undefined;
  categories: readonly Category[];
  parentId: string;
  error: CategoryFormErrors['parentId'];
  errorText: ReactNode;
  set: SetField;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // spec: parent choices exclude the category itself, its subcategories and 'all'; one level only
  const parents = parentChoices([...categories], category?.id).filter((c) => !isReservedCategory(c.id));
  const hasSubcategories = (category?.subcategory_count ?? 0) > 0;
  const reserved = category ? isReservedCategory(category.id) : false;
  return (
    <Field
      id={fieldId('parentId')}
      label={t('catalogue.categories.form.parent')}
      hint={
        hasSubcategories
          ? t('catalogue.categories.form.parentLocked')
          : t('catalogue.categories.form.parentHint')
      }
      error={errorText}
    >
      <Select
        id={fieldId('parentId')}
        value={parentId}
        disabled={hasSubcategories || reserved}
        invalid={Boolean(error)}
        aria-describedby={describedBy(fieldId('parentId'), error, true)}
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
  );
}
