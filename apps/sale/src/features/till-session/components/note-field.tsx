import { Field, Textarea } from '@kiosk/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountForm } from '../hooks/use-count-form';

/** The count's note: required (and said why) once the server answered note_required. */
export function NoteField({ id, count, required }: { id: string; count: CountForm; required: boolean }) {
  const { t } = useTranslation();
  const error = count.errorText('note');
  const { setFocus } = count.form;
  // asked for by the server: shown at the top of the dialog, the cursor in it
  useEffect(() => {
    if (required) setFocus('note');
  }, [required, setFocus]);
  return (
    <div className="flex flex-col gap-2">
      {required && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
          data-testid="note-required"
        >
          {t('sale.tillSession.drawer.noteRequiredHint')}
        </p>
      )}
      <Field id={`${id}-note`} label={t('sale.tillSession.note')} required={required} error={error}>
        <Textarea
          id={`${id}-note`}
          rows={2}
          required={required}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-note-error` : undefined}
          data-testid="count-note"
          {...count.form.register('note')}
        />
      </Field>
    </div>
  );
}
