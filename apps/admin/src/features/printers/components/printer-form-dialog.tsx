import type { Printer } from '@kiosk/contracts';
import { Button, Dialog, Field, Input } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { usePrinterForm } from '../hooks/use-printer-form';
import type { PrinterFormValues } from '../utils/printer-form';
import { PrinterPaperFields } from './printer-paper-fields';
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
  const { register, formState } = form;
  const err = (name: keyof PrinterFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(`printers.errors.${m}`, { defaultValue: m }) : undefined;
  };
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
        <Field
          id="printer-name"
          label={t('printers.form.name')}
          required
          error={err('name')}
          className="sm:col-span-2"
        >
          <Input id="printer-name" maxLength={60} invalid={!!err('name')} {...register('name')} />
        </Field>
        <div className="grid grid-cols-[1fr_7rem] gap-3 sm:col-span-2">
          <Field id="printer-host" label={t('printers.form.host')} required error={err('host')}>
            <Input id="printer-host" className="font-mono" invalid={!!err('host')} {...register('host')} />
          </Field>
          <Field id="printer-port" label={t('printers.form.port')} error={err('port')}>
            <Input id="printer-port" inputMode="numeric" invalid={!!err('port')} {...register('port')} />
          </Field>
        </div>
        <PrinterPaperFields form={form} err={err} onCodePage={onCodePage} onPaperWidth={onPaperWidth} />
        <PrinterTargetFields form={form} />
      </form>
    </Dialog>
  );
}
