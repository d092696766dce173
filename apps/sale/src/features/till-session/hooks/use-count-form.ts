import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@kiosk/ui';
import { useRef } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type CountFormValues, emptyCount, formFieldOf, readCount } from '../utils/count-form';

/** The form's shape; readCount decides what is wrong, field by field (and the note when required). */
function countSchema(noteRequired: () => boolean) {
  return z
    .object({
      mode: z.enum(['count', 'total']),
      quantities: z.record(z.string(), z.string()),
      total: z.string(),
      note: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const issue of readCount(values).issues) {
        ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.key });
      }
      if (noteRequired() && values.note.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'sale.tillSession.noteRequired' });
      }
    });
}

type Detail = { field?: string; key?: string; message?: string };

/**
 * A drawer count (the float, a handover's or a close's count): the values, the running total, each
 * field's error text, and the server's field errors (`count.<denomination>`, the total, the note)
 * put on their fields. Returns false when the error was not about a field.
 */
export function useCountForm(options: { noteRequired?: boolean } = {}) {
  const { t } = useTranslation();
  const noteRequired = useRef(options.noteRequired ?? false);
  noteRequired.current = options.noteRequired ?? false;
  const form = useForm<CountFormValues>({
    resolver: zodResolver(countSchema(() => noteRequired.current)),
    defaultValues: emptyCount(),
  });
  const values = form.watch();
  const errorText = (field: string): string | undefined => {
    const error = field
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        form.formState.errors,
      ) as { message?: string } | undefined;
    return error?.message
      ? t(error.message, { defaultValue: t('sale.tillSession.drawer.amountInvalid') })
      : undefined;
  };
  const applyServerError = (error: unknown): boolean => {
    if (!isApiError(error) || !Array.isArray(error.details)) return false;
    let placed = false;
    for (const detail of error.details as Detail[]) {
      const field = formFieldOf(detail.field ?? '') as FieldPath<CountFormValues> | null;
      if (!field) continue;
      form.setError(field, { message: detail.key ?? 'sale.tillSession.count.invalid_quantity' });
      placed = true;
    }
    return placed;
  };
  return { form, values, totalMinor: readCount(values).totalMinor, errorText, applyServerError };
}

export type CountForm = ReturnType<typeof useCountForm>;
