import type { Category } from '@kiosk/contracts';
import { Button, Dialog, FormMessage, SwitchRow } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../../components/discard-guard';
import { SuggestionPicker } from '../../../components/suggestion-picker';
import { TranslationFields } from '../../../components/translation-fields';
import { isReservedCategory } from '../../../lib/catalogue/category-tree';
import { type CategoryFormOptions, categoryFieldId, useCategoryForm } from '../hooks/use-category-form';
import { CategoryPreview, ColorPicker, IconPicker, ParentField } from './category-form-parts';

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

function CategoryForm(props: CategoryFormOptions) {
  const { category, categories } = props;
  const { t } = useTranslation();
  const { values, set, errors, errorText, failure, submit, pending } = useCategoryForm(props);
  return (
    <form
      id="category-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void submit();
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
      <CategoryPreview values={values} categories={categories} />
      <TranslationFields
        values={values}
        onChange={set}
        idOf={categoryFieldId}
        labelKeys="catalogue.categories.form"
        nameError={errorText('nameTr')}
        nameEnError={errorText('nameEn')}
        nameMaxLength={100}
        descriptionMaxLength={1000}
      />
      <IconPicker icon={values.icon} set={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorPicker color={values.color} error={errors.color} errorText={errorText('color')} set={set} />
        <div className="space-y-4">
          <ParentField
            category={category}
            categories={categories}
            parentId={values.parentId}
            error={errors.parentId}
            errorText={errorText('parentId')}
            set={set}
          />
          <SwitchRow
            density="compact"
            tone="success"
            id={categoryFieldId('isActive')}
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
