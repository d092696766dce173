import { PRINTER_CODE_PAGES } from '@kiosk/contracts';
import { Field, Input, Select } from '@kiosk/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { columnChoices, type PrinterFormValues } from '../utils/printer-form';

/** Paper width and columns (a width offers only its columns), code page and the model's ESC t number. */
export function PrinterPaperFields({
  form,
  err,
  onCodePage,
  onPaperWidth,
}: {
  form: UseFormReturn<PrinterFormValues>;
  err: (name: keyof PrinterFormValues) => string | undefined;
  onCodePage: (codePage: PrinterFormValues['code_page']) => void;
  onPaperWidth: (width: PrinterFormValues['paper_width_mm']) => void;
}) {
  const { t } = useTranslation();
  const { register, watch } = form;
  const width = watch('paper_width_mm');
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field id="printer-width" label={t('printers.form.paperWidth')}>
          <Select
            id="printer-width"
            value={width}
            onChange={(e) => onPaperWidth(e.target.value as PrinterFormValues['paper_width_mm'])}
          >
            <option value="80">80 mm</option>
            <option value="58">58 mm</option>
          </Select>
        </Field>
        <Field id="printer-columns" label={t('printers.form.columns')} error={err('columns')}>
          <Select id="printer-columns" invalid={!!err('columns')} {...register('columns')}>
            {columnChoices(Number(width) as 58 | 80).map((c) => (
              <option key={c} value={String(c)}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field id="printer-code-page" label={t('printers.form.codePage')}>
          <Select
            id="printer-code-page"
            value={watch('code_page')}
            onChange={(e) => onCodePage(e.target.value as PrinterFormValues['code_page'])}
          >
            {PRINTER_CODE_PAGES.map((c) => (
              <option key={c} value={c}>
                {t(`printers.codePages.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="printer-code-number"
          label={t('printers.form.codePageNumber')}
          error={err('code_page_number')}
        >
          <Input
            id="printer-code-number"
            inputMode="numeric"
            invalid={!!err('code_page_number')}
            {...register('code_page_number')}
          />
        </Field>
      </div>
      <p className="text-ink-muted text-sm sm:col-span-2">{t('printers.form.codePageHint')}</p>
    </>
  );
}
