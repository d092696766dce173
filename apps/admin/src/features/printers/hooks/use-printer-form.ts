import { zodResolver } from '@hookform/resolvers/zod';
import type { Printer } from '@kiosk/contracts';
import { toast } from '@kiosk/ui';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePrinter } from '../api/save-printer';
import { printerIssues } from '../utils/printer-errors';
import {
  columnChoices,
  EPSON_CODE_PAGE_NUMBERS,
  type PrinterFormValues,
  printerFormSchema,
  printerFormValues,
  printerRequestBody,
} from '../utils/printer-form';

/**
 * The printer form (new when `printer` is null): reset when it opens; a new code page brings its
 * Epson `ESC t` number and a new paper width its first column count; a refusal the server gives
 * for a field is shown on that field, any other one as a toast.
 */
export function usePrinterForm(printer: Printer | null | undefined, onClose: () => void) {
  const { t } = useTranslation();
  const save = useSavePrinter();
  const form = useForm<PrinterFormValues>({
    resolver: zodResolver(printerFormSchema),
    defaultValues: printerFormValues(null),
  });
  const { reset, setValue, setError } = form;
  useEffect(() => {
    if (printer !== undefined) reset(printerFormValues(printer));
  }, [printer, reset]);

  const onCodePage = (codePage: PrinterFormValues['code_page']) => {
    setValue('code_page', codePage);
    setValue('code_page_number', String(EPSON_CODE_PAGE_NUMBERS[codePage]), { shouldValidate: true });
  };
  const onPaperWidth = (width: PrinterFormValues['paper_width_mm']) => {
    setValue('paper_width_mm', width);
    const first = columnChoices(Number(width) as 58 | 80)[0] ?? 48;
    setValue('columns', String(first) as PrinterFormValues['columns'], { shouldValidate: true });
  };

  const submit = form.handleSubmit((values) => {
    const current = printer ?? null;
    save.mutate(
      { ...(current ? { id: current.id } : {}), body: printerRequestBody(values) },
      {
        onSuccess: () => {
          toast.success(t('printers.saved'));
          onClose();
        },
        onError: (e) => {
          const { issues, message } = printerIssues(e);
          const fields = Object.keys(values);
          let shown = false;
          for (const issue of issues) {
            if (!issue.field || !fields.includes(issue.field)) continue;
            setError(issue.field as Path<PrinterFormValues>, { type: 'server', message: issue.key });
            shown = true;
          }
          if (!shown) toast.error(message ?? t(`printers.errors.${issues[0]?.key ?? 'generic'}`));
        },
      },
    );
  });

  return { form, submit, saving: save.isPending, onCodePage, onPaperWidth };
}
