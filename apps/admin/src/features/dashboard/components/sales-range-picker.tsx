import { Button, cn } from '@kiosk/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPreset, SalesRange } from '../api/get-sales-dashboard';

const PRESETS: SalesPreset[] = ['today', 'yesterday', 'this_week', 'this_month', 'custom'];

/** One date of the custom range, what is wrong with it right under it. */
function DateField({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: 'from' | 'to';
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex w-min flex-col gap-1">
      <label className="flex items-center gap-1 text-sm">
        {label}
        <input
          type="date"
          data-testid={`sales-range-${field}`}
          className={cn(
            'min-h-11 rounded-lg border px-2 py-1',
            error ? 'border-red-600 text-red-700' : 'border-line',
          )}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sales-range-error' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {error ? (
        <p
          id="sales-range-error"
          role="alert"
          data-testid="sales-range-error"
          className="text-red-700 text-sm"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The dashboard's date range: a preset, or custom dates with what is wrong with them. */
export function SalesRangePicker({
  range,
  setRange,
  rangeError,
}: {
  range: SalesRange;
  setRange: Dispatch<SetStateAction<SalesRange>>;
  /** What is wrong with the custom dates and at which of them (a start after the end: the start). */
  rangeError: { field: 'from' | 'to'; message: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
      aria-label={t('reports.dashboard.range.label')}
    >
      {PRESETS.map((preset) => (
        <Button
          key={preset}
          size="sm"
          variant={range.preset === preset ? 'primary' : 'outline'}
          aria-pressed={range.preset === preset}
          onClick={() => setRange((r) => ({ ...r, preset }))}
        >
          {t(`reports.dashboard.range.${preset}`)}
        </Button>
      ))}
      {range.preset === 'custom' ? (
        <>
          <DateField
            field="from"
            label={t('reports.dashboard.range.from')}
            value={range.from ?? ''}
            error={rangeError?.field === 'from' ? rangeError.message : null}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
          />
          <DateField
            field="to"
            label={t('reports.dashboard.range.to')}
            value={range.to ?? ''}
            error={rangeError?.field === 'to' ? rangeError.message : null}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
          />
        </>
      ) : null}
    </fieldset>
  );
}
