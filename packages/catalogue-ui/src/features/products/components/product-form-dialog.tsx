import type { Product } from '@kiosk/contracts';
import { Button, Dialog, FormMessage, useLanguage } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../../components/discard-guard';
import { LoadingPanel } from '../../../components/state-panel';
import { SuggestionPicker } from '../../../components/suggestion-picker';
import { TranslationFields } from '../../../components/translation-fields';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { useTaxGroups } from '../api/get-tax-groups';
import { useUnitCodes } from '../api/get-unit-codes';
import { useUnitNames } from '../api/get-unit-names';
import { type ProductFormOptions, productFieldId, useProductForm } from '../hooks/use-product-form';
import { defaultTaxGroupId } from '../utils/product-form';
import { OptionsSection, PlacementSection, PricingSection, Section } from './product-form-sections';
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

interface ProductFormProps extends ProductFormOptions {
  onUploadingChange: (uploading: boolean) => void;
}

function ProductForm({ onUploadingChange, ...options }: ProductFormProps) {
  const { product } = options;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories().data ?? [];
  const taxGroups = useTaxGroups().data ?? [];
  const unitCodes = useUnitCodes().data ?? [];
  const unitNames = useUnitNames(language).data;
  const form = useProductForm(options);
  const { values, set, errors, errorText, failure, saving } = form;
  const [uploading, setUploading] = useState(false);
  const section = { values, errors, errorText, set };

  return (
    <form
      id="product-form"
      noValidate
      aria-busy={saving || uploading}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && !uploading) void form.submit();
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
          id={productFieldId('image')}
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
            idOf={productFieldId}
            labelKeys="catalogue.products.form"
            nameError={errorText('nameTr')}
            nameMaxLength={200}
            descriptionMaxLength={2000}
          />
        </Section>
        <PricingSection {...section} unitCodes={unitCodes} unitNames={unitNames} taxGroups={taxGroups} />
        <PlacementSection {...section} setCategory={form.setCategory} categories={categories} />
        <OptionsSection values={values} set={set} />
        {product && <SuggestionPicker source={{ kind: 'product', id: product.id }} />}
      </div>
    </form>
  );
}
