import { PRINTER_CODE_PAGES, type Printer } from '@kiosk/contracts';
import { Button, Dialog, Field, Input, Select } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { usePrinterForm } from '../hooks/use-printer-form';
import { columnChoices, type PrinterFormValues } from '../utils/printer-form';
import { PrinterTargetFields } from './printer-target-fields';

/** Add / edit a printer. `printer` undefined: closed; null: new. */
export function PrinterFormDialog({
  printer,
  onClose,
}: {
  printer: Printer | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, saving, onCodePage, onPaperWidth } = usePrinterForm(printer, onClose);
  const { register, formState, watch } = form;
  const err = (name: keyof PrinterFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(`printers.errors.${m}`, { defaultValue: m }) : undefined;
  };
  const width = watch('paper_width_mm');
  return (
    <Dialog
      open={printer !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title={t(printer ? 'printers.form.editTitle' : 'printers.form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('printers.form.cancel')}
          </Button>
          <Button type="submit" form="printer-form" loading={saving} data-testid="printer-save">
            {t('printers.form.save')}
          </Button>
        </>
      }
    >
      <form id="printer-form" className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field id="printer-name" label={t('printers.form.name')} required error={err('name')}>
          <Input id="printer-name" maxLength={60} invalid={!!err('name')} {...register('name')} />
        </Field>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Field id="printer-host" label={t('printers.form.host')} required error={err('host')}>
            <Input id="printer-host" className="font-mono" invalid={!!err('host')} {...register('host')} />
          </Field>
          <Field id="printer-port" label={t('printers.form.port')} error={err('port')}>
            <Input id="printer-port" inputMode="numeric" invalid={!!err('port')} {...register('port')} />
          </Field>
        </div>
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
        <PrinterTargetFields form={form} />
      </form>
    </Dialog>
  );
}
