import { Button, cn } from '@kiosk/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPreset, SalesRange } from '../api/get-sales-dashboard';

const PRESETS: SalesPreset[] = ['today', 'yesterday', 'this_week', 'this_month', 'custom'];

/** The dashboard's date range: a preset, or custom dates with what is wrong with them. */
export function SalesRangePicker({
  range,
  setRange,
  rangeError,
}: {
  range: SalesRange;
  setRange: Dispatch<SetStateAction<SalesRange>>;
  rangeError: string | null;
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
          <label className="flex items-center gap-1 text-sm">
            {t('reports.dashboard.range.from')}
            <input
              type="date"
              data-testid="sales-range-from"
              className={cn('rounded-lg border px-2 py-1', rangeError ? 'border-red-600' : 'border-line')}
              value={range.from ?? ''}
              aria-invalid={rangeError ? true : undefined}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            />
          </label>
          <label className="flex items-center gap-1 text-sm">
            {t('reports.dashboard.range.to')}
            <input
              type="date"
              data-testid="sales-range-to"
              className={cn(
                'rounded-lg border px-2 py-1',
                rangeError ? 'border-red-600 text-red-700' : 'border-line',
              )}
              value={range.to ?? ''}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'sales-range-error' : undefined}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            />
          </label>
          {rangeError ? (
            <p
              id="sales-range-error"
              role="alert"
              data-testid="sales-range-error"
              className="basis-full text-red-700 text-sm"
            >
              {rangeError}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
