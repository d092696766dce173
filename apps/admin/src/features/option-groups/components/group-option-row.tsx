import { Button, Input, Switch } from '@kiosk/ui';
import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GroupFormValues } from '../utils/group-form';

/** One option of the group: names in both languages, price, max quantity, default; removable. */
export function GroupOptionRow({
  form,
  index,
  canRemove,
  onRemove,
}: {
  form: UseFormReturn<GroupFormValues>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.options?.[index];
  const type = form.watch('type');
  const name =
    form.watch(`options.${index}.name_tr`) || t('optionGroups.fields.optionLabel', { index: index + 1 });
  const id = (field: string) => `group-option-${index}-${field}`;
  const error = (key: string | undefined) => (key ? t(`optionGroups.errors.${key}`) : undefined);
  const cell = (field: 'name_tr' | 'name_en' | 'price' | 'max', label: string, extra: string) => (
    <div className={`flex min-w-0 flex-col gap-1 ${extra}`}>
      <label htmlFor={id(field)} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <Input
        id={id(field)}
        inputMode={field === 'price' || field === 'max' ? 'decimal' : undefined}
        invalid={Boolean(errors?.[field])}
        aria-describedby={errors?.[field] ? `${id(field)}-error` : undefined}
        disabled={field === 'max' && type === 'radio'}
        {...form.register(`options.${index}.${field}`)}
      />
      {errors?.[field] && (
        <p id={`${id(field)}-error`} className="text-xs text-danger-600">
          {error(errors[field]?.message)}
        </p>
      )}
    </div>
  );
  return (
    <li
      className="grid grid-cols-2 items-start gap-2 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_7rem_5rem_auto_auto]"
      data-testid="group-option"
    >
      {cell('name_tr', t('optionGroups.fields.nameTr'), 'col-span-2 sm:col-span-1')}
      {cell('name_en', t('optionGroups.fields.nameEn'), 'col-span-2 sm:col-span-1')}
      {cell('price', t('optionGroups.fields.price'), '')}
      {cell('max', t('optionGroups.fields.max'), '')}
      <div className="flex min-h-11 items-center gap-2 self-end text-sm">
        <Switch
          checked={form.watch(`options.${index}.is_default`)}
          onCheckedChange={(checked) =>
            form.setValue(`options.${index}.is_default`, checked, { shouldDirty: true })
          }
          aria-label={`${name}: ${t('optionGroups.fields.isDefault')}`}
        />
        <span aria-hidden="true">{t('optionGroups.fields.isDefault')}</span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="self-end justify-self-end"
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={t('optionGroups.fields.removeOption', { name })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
