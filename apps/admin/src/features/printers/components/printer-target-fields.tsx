import { Field, Select } from '@kiosk/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePrinterStations, usePrinterStores } from '../api/get-printer-choices';
import { usePrinterKiosks } from '../api/get-printer-kiosks';
import { usePrinterTills } from '../api/get-printer-tills';
import type { PrinterFormValues } from '../utils/printer-form';

const CHECK_ROW = 'flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm';

interface ChoiceGroupProps {
  legend: string;
  choices: Array<{ id: string; name: string }> | undefined;
  chosen: string[];
  onChange: (next: string[]) => void;
}

/** A multi-select as a group of checkboxes (ticked = its id is in `chosen`). */
function ChoiceGroup({ legend, choices, chosen, onChange }: ChoiceGroupProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices && choices.length === 0 && (
          <p className="text-ink-muted text-sm">{t('printers.form.noChoices')}</p>
        )}
        {(choices ?? []).map((c) => (
          <label key={c.id} className={CHECK_ROW}>
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(c.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, c.id] : chosen.filter((s) => s !== c.id))
              }
            />
            {c.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a printer prints and where: cutting, session reports, its stations, its kiosks and tills, its store. */
export function PrinterTargetFields({ form }: { form: UseFormReturn<PrinterFormValues> }) {
  const { t } = useTranslation();
  const stations = usePrinterStations();
  const kiosks = usePrinterKiosks();
  const tills = usePrinterTills();
  const stores = usePrinterStores();
  const { register, watch, setValue } = form;
  const slips = watch('slip_source_ids');
  const kioskIds = new Set((kiosks.data ?? []).map((k) => k.id));
  const tillIds = new Set((tills.data ?? []).map((d) => d.id));
  // Each group replaces only its own ids; ids of neither list (a deleted kiosk) are kept as they were.
  const setSlips = (ids: Set<string>) => (next: string[]) =>
    setValue('slip_source_ids', [...slips.filter((id) => !ids.has(id)), ...next], { shouldDirty: true });
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
      <ChoiceGroup
        legend={t('printers.form.stations')}
        choices={stations.data}
        chosen={watch('station_ids')}
        onChange={(next) => setValue('station_ids', next, { shouldDirty: true })}
      />
      <ChoiceGroup
        legend={t('printers.form.kiosks')}
        choices={kiosks.data}
        chosen={slips.filter((id) => kioskIds.has(id))}
        onChange={setSlips(kioskIds)}
      />
      <ChoiceGroup
        legend={t('printers.form.tills')}
        choices={tills.data}
        chosen={slips.filter((id) => tillIds.has(id))}
        onChange={setSlips(tillIds)}
      />
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
