import type { Category } from '@kiosk/contracts';
import { unitTranslationKey } from '@kiosk/domain';
import { describedBy, Field, Input, Select, SwitchRow, useLanguage } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOptions } from '../../../lib/catalogue/category-tree';
import { localizedName } from '../../../lib/catalogue/localized';
import type { TaxGroup } from '../api/get-tax-groups';
import type { UnitCode } from '../api/get-unit-codes';
import { productFieldId as fieldId } from '../hooks/use-product-form';
import {
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  unitChoices,
} from '../utils/product-form';

type SetField = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) => void;

interface SectionProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  errorText: (field: ProductFormField) => ReactNode;
  set: SetField;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 font-semibold text-secondary-700 text-xs uppercase tracking-wider">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** Price, unit, KDV group and SKU. */
export function PricingSection({
  values,
  errors,
  errorText,
  set,
  unitCodes,
  unitNames,
  taxGroups,
}: SectionProps & {
  unitCodes: readonly UnitCode[];
  /** The units' names in the screen's language (undefined: the catalogue's names). */
  unitNames: Record<string, string> | undefined;
  taxGroups: readonly TaxGroup[];
}) {
  const { t } = useTranslation();
  const units = unitChoices(unitCodes, values.unitCode);
  const unitLabel = (unit: UnitCode) =>
    unitNames?.[unitTranslationKey(unit.code)] ?? unitNames?.['unit.piece'] ?? unit.name;
  return (
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
        <TaxGroupField value={values.taxGroupId} taxGroups={taxGroups} set={set} />
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
  );
}

/** The KDV group: the active groups (their rate added when the name lacks it), or "none" for a group not among them. */
function TaxGroupField({
  value,
  taxGroups,
  set,
}: {
  value: string;
  taxGroups: readonly TaxGroup[];
  set: SetField;
}) {
  const { t } = useTranslation();
  return (
    <Field id={fieldId('taxGroupId')} label={t('catalogue.products.form.taxGroup')}>
      <Select
        id={fieldId('taxGroupId')}
        value={value}
        onChange={(event) => set('taxGroupId', event.target.value)}
      >
        {(value === '' || !taxGroups.some((g) => g.id === value)) && (
          <option value={value}>{t('catalogue.products.form.noTaxGroup')}</option>
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
  );
}

/** The category and (when it has any) the subcategory. */
export function PlacementSection({
  values,
  errors,
  errorText,
  set,
  setCategory,
  categories,
}: SectionProps & { setCategory: (categoryId: string) => void; categories: readonly Category[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mainOptions = categoryOptions([...categories], { language });
  const subcategories = categories
    .filter((c) => values.categoryId && c.parent_id === values.categoryId)
    .sort((a, b) => a.sort_order - b.sort_order);
  return (
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
            onChange={(event) => setCategory(event.target.value)}
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
  );
}

const SWITCHES = [
  { field: 'isActive', label: 'isActive', hint: 'isActiveHint' },
  { field: 'inStock', label: 'inStock', hint: 'inStockHint' },
  { field: 'configurable', label: 'configurable', hint: 'configurableHint' },
  { field: 'isOptionOnly', label: 'optionOnly', hint: 'optionOnlyHint' },
] as const;

/** Active, in stock, configurable, option only. */
export function OptionsSection({ values, set }: Pick<SectionProps, 'values' | 'set'>) {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue.products.form.sections.options')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {SWITCHES.map(({ field, label, hint }) => (
          <SwitchRow
            key={field}
            density="compact"
            tone="success"
            id={fieldId(field)}
            label={t(`catalogue.products.form.${label}`)}
            hint={t(`catalogue.products.form.${hint}`)}
            checked={values[field]}
            onCheckedChange={(checked) => set(field, checked)}
          />
        ))}
      </div>
    </Section>
  );
}
