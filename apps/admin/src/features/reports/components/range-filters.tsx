import { MAX_RANGE_REPORT_DAYS, RANGE_REPORT_CHANNELS, type RangeReportChannel } from '@kiosk/contracts';
import { Button, cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useReportStores } from '../api/get-report-stores';
import { RANGE_PRESETS, type RangeChoice, type RangePreset, rangeFieldError } from '../utils/range-presets';

const FIELD = 'min-h-11 rounded-lg border bg-white px-3 py-2 text-sm';

/** One date of a custom range, with what is wrong with it under it (at the field). */
function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: 'from' | 'to';
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm sm:w-52">
      <span className="font-medium text-ink-muted">{label}</span>
      <input
        type="date"
        data-testid={`range-${id}`}
        className={cn(FIELD, error ? 'border-red-600 text-red-700' : 'border-line')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `range-${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <span
          id={`range-${id}-error`}
          role="alert"
          data-testid={`range-${id}-error`}
          className="text-red-700 text-sm"
        >
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** The range report's period (presets or custom dates), store and channel. */
export function RangeFilters({
  choice,
  onChange,
  serverError,
}: {
  choice: RangeChoice;
  onChange: (next: Partial<RangeChoice>) => void;
  /** A range the server refused (422), at its field. */
  serverError: ReturnType<typeof rangeFieldError>;
}) {
  const { t } = useTranslation();
  const stores = useReportStores();
  const problem = rangeFieldError(choice) ?? serverError;
  const message = (field: 'from' | 'to') =>
    problem?.field === field
      ? problem.code === 'range_reversed'
        ? t('reports.period.reversed')
        : t('reports.period.tooLong', { max: MAX_RANGE_REPORT_DAYS })
      : null;
  return (
    <div className="z-no-print mb-4 flex flex-col gap-3">
      <fieldset
        className="m-0 flex flex-wrap gap-2 border-0 p-0"
        aria-label={t('reports.period.presetLabel')}
      >
        {RANGE_PRESETS.map((preset: RangePreset) => (
          <Button
            key={preset}
            size="sm"
            className="min-h-11"
            data-testid={`range-preset-${preset}`}
            variant={choice.preset === preset ? 'primary' : 'outline'}
            aria-pressed={choice.preset === preset}
            onClick={() => onChange({ preset })}
          >
            {t(`reports.period.presets.${preset}`)}
          </Button>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-start">
        {choice.preset === 'custom' ? (
          <>
            <DateField
              id="from"
              label={t('reports.period.from')}
              value={choice.from}
              error={message('from')}
              onChange={(from) => onChange({ from })}
            />
            <DateField
              id="to"
              label={t('reports.period.to')}
              value={choice.to}
              error={message('to')}
              onChange={(to) => onChange({ to })}
            />
          </>
        ) : null}
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="font-medium text-ink-muted">{t('reports.period.store')}</span>
          <select
            data-testid="range-store"
            className={cn(FIELD, 'border-line')}
            value={choice.store ?? ''}
            onChange={(e) => onChange({ store: e.target.value || null })}
          >
            <option value="">{t('reports.period.allStores')}</option>
            {(stores.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="font-medium text-ink-muted">{t('reports.period.channel')}</span>
          <select
            data-testid="range-channel"
            className={cn(FIELD, 'border-line')}
            value={choice.channel ?? ''}
            onChange={(e) => onChange({ channel: (e.target.value || null) as RangeReportChannel | null })}
          >
            <option value="">{t('reports.period.allChannels')}</option>
            {RANGE_REPORT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`reports.period.channels.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
