import { Field, Select } from '@kiosk/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePrinterStations, usePrinterStores } from '../api/get-printer-choices';
import type { PrinterFormValues } from '../utils/printer-form';

const CHECK_ROW = 'flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm';

/** What a printer prints and where: cutting, session reports, its stations and its store. */
export function PrinterTargetFields({ form }: { form: UseFormReturn<PrinterFormValues> }) {
  const { t } = useTranslation();
  const stations = usePrinterStations();
  const stores = usePrinterStores();
  const { register, watch, setValue } = form;
  const chosen = watch('station_ids');
  const toggle = (id: string, on: boolean) =>
    setValue('station_ids', on ? [...chosen, id] : chosen.filter((s) => s !== id));
  return (
    <>
      <label className={CHECK_ROW}>
        <input type="checkbox" className="size-5" {...register('cuts')} />
        {t('printers.form.cuts')}
      </label>
      <label className={CHECK_ROW}>
        <input type="checkbox" className="size-5" {...register('session_reports')} />
        {t('printers.form.sessionReports')}
      </label>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 font-medium text-sm">{t('printers.form.stations')}</legend>
        <div className="flex flex-wrap gap-2">
          {(stations.data ?? []).map((s) => (
            <label key={s.id} className={CHECK_ROW}>
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(s.id)}
                onChange={(e) => toggle(s.id, e.target.checked)}
              />
              {s.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="printer-store" label={t('printers.form.store')} className="sm:col-span-2">
        <Select id="printer-store" {...register('store_id')}>
          <option value="">{t('printers.form.anyStore')}</option>
          {(stores.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
