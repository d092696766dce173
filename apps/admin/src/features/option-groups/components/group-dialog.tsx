import type { OptionGroup } from '@kiosk/contracts';
import { Button, ConfirmDialog, Dialog, Field, Input, Select, SwitchRow } from '@kiosk/ui';
import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGroupEditor } from '../hooks/use-group-editor';
import { emptyOption } from '../utils/group-form';
import { GroupOptionRow } from './group-option-row';

/** Creates or edits a shared option group: its names, selection type and options with prices. */
export function GroupDialog({ group, onClose }: { group: OptionGroup | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useGroupEditor(group, onClose);
  const { form } = editor;
  const options = useFieldArray({ control: form.control, name: 'options' });
  const errors = form.formState.errors;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const names = editor.usedBy.map((p) => p.name).join(', ');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={group ? t('optionGroups.editTitle', { name: group.group.title }) : t('optionGroups.newTitle')}
      description={
        group && editor.usedBy.length > 0
          ? t('optionGroups.usedBy', { count: editor.usedBy.length })
          : t('optionGroups.description')
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('optionGroups.cancel')}
          </Button>
          <Button type="submit" form="option-group-form" loading={editor.saving} data-testid="save-group">
            {editor.saving ? t('optionGroups.saving') : t('optionGroups.save')}
          </Button>
        </>
      }
    >
      <form
        id="option-group-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => void editor.submit(e)}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="group-title-tr"
            label={t('optionGroups.fields.titleTr')}
            required
            error={errors.title_tr && t(`optionGroups.errors.${errors.title_tr.message}`)}
          >
            <Input id="group-title-tr" invalid={Boolean(errors.title_tr)} {...form.register('title_tr')} />
          </Field>
          <Field id="group-title-en" label={t('optionGroups.fields.titleEn')}>
            <Input id="group-title-en" {...form.register('title_en')} />
          </Field>
          <Field id="group-type" label={t('optionGroups.fields.type')}>
            <Select id="group-type" {...form.register('type')}>
              <option value="radio">{t('optionGroups.fields.radio')}</option>
              <option value="stepper">{t('optionGroups.fields.stepper')}</option>
            </Select>
          </Field>
          <SwitchRow
            id="group-required"
            label={t('optionGroups.fields.required')}
            checked={form.watch('required')}
            onCheckedChange={(checked) => form.setValue('required', checked, { shouldDirty: true })}
            className="self-end"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('optionGroups.fields.options')}</legend>
          <ul className="flex flex-col gap-2">
            {options.fields.map((field, index) => (
              <GroupOptionRow
                key={field.id}
                form={form}
                index={index}
                canRemove={options.fields.length > 1}
                onRemove={() => options.remove(index)}
              />
            ))}
          </ul>
          {optionsError && (
            <p role="alert" className="text-sm text-danger-600">
              {t(`optionGroups.errors.${optionsError}`)}
            </p>
          )}
          <Button variant="outline" className="self-start" onClick={() => options.append(emptyOption())}>
            <Plus aria-hidden="true" />
            {t('optionGroups.fields.addOption')}
          </Button>
        </fieldset>
      </form>
      <ConfirmDialog
        open={editor.confirming}
        title={t('optionGroups.confirmTitle', { count: editor.usedBy.length })}
        message={t('optionGroups.confirmMessage', { count: editor.usedBy.length, names })}
        confirmLabel={t('optionGroups.confirmSave')}
        onConfirm={editor.confirm}
        onCancel={editor.cancelConfirm}
        pending={editor.saving}
      />
    </Dialog>
  );
}
