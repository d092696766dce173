import { describedBy, Field, Input, Textarea } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The names and descriptions a catalogue item has in Turkish (the base texts) and English. */
export interface TranslationValues {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
}

export type TranslationField = keyof TranslationValues;

export interface TranslationFieldsProps {
  values: TranslationValues;
  onChange: (field: TranslationField, value: string) => void;
  /** The control id of each field (the form's own id scheme, so its focus and errors find them). */
  idOf: (field: TranslationField) => string;
  /** Where the four labels are in the catalogue: `${labelKeys}.nameTr` and so on. */
  labelKeys: string;
  /** The Turkish name is required; its message when it is missing or refused. */
  nameError?: ReactNode;
  /** The English name's message when the server refused it (e.g. a sibling has it). */
  nameEnError?: ReactNode;
  nameMaxLength: number;
  descriptionMaxLength: number;
}

/** Turkish and English name and description, two columns (product and category forms). */
export function TranslationFields({
  values,
  onChange,
  idOf,
  labelKeys,
  nameError,
  nameEnError,
  nameMaxLength,
  descriptionMaxLength,
}: TranslationFieldsProps) {
  const { t } = useTranslation();
  const label = (field: TranslationField) => t(`${labelKeys}.${field}`);
  // every text shows its maximum length (the server refuses longer ones too)
  const length = (field: TranslationField, max: number) =>
    t('catalogue.common.length', { count: values[field].length, max });
  const description = (field: 'descriptionTr' | 'descriptionEn', lang: 'tr' | 'en') => (
    <Field id={idOf(field)} label={label(field)} hint={length(field, descriptionMaxLength)}>
      <Textarea
        id={idOf(field)}
        lang={lang}
        rows={2}
        maxLength={descriptionMaxLength}
        aria-describedby={describedBy(idOf(field), undefined, true)}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={idOf('nameTr')}
        label={label('nameTr')}
        required
        error={nameError}
        hint={length('nameTr', nameMaxLength)}
      >
        <Input
          id={idOf('nameTr')}
          lang="tr"
          value={values.nameTr}
          required
          maxLength={nameMaxLength}
          autoComplete="off"
          invalid={Boolean(nameError)}
          aria-describedby={describedBy(idOf('nameTr'), nameError, true)}
          onChange={(event) => onChange('nameTr', event.target.value)}
        />
      </Field>
      <Field
        id={idOf('nameEn')}
        label={label('nameEn')}
        error={nameEnError}
        hint={length('nameEn', nameMaxLength)}
      >
        <Input
          id={idOf('nameEn')}
          lang="en"
          value={values.nameEn}
          maxLength={nameMaxLength}
          invalid={Boolean(nameEnError)}
          aria-describedby={describedBy(idOf('nameEn'), nameEnError, true)}
          autoComplete="off"
          onChange={(event) => onChange('nameEn', event.target.value)}
        />
      </Field>
      {description('descriptionTr', 'tr')}
      {description('descriptionEn', 'en')}
    </div>
  );
}
