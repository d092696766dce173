import { Button, Field, Input } from '@kiosk/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { newWindowRow, toggledWeekday, WEEKDAYS, type WindowRow } from '../utils/time-windows';

/**
 * Time windows (a promotion's hours, a product's or category's sale hours): start, end and the
 * weekdays each; no window means always. `errors[i]` is a row's error code, shown translated.
 */
export function TimeWindowsEditor({
  rows,
  onChange,
  errorOf,
  emptyText,
}: {
  rows: WindowRow[];
  onChange: (rows: WindowRow[]) => void;
  errorOf: (index: number, field: 'start' | 'end') => string | undefined;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (index: number, patch: Partial<WindowRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-ink-muted text-sm">{emptyText}</p>}
      {rows.map((row, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity
          key={index}
          className="flex flex-wrap items-start gap-3 rounded-xl border border-line p-3"
          data-testid="time-window"
        >
          <Field
            id={`${id}-${index}-s`}
            label={t('pricing.hours.start')}
            error={errorOf(index, 'start')}
            className="w-40"
          >
            <Input
              id={`${id}-${index}-s`}
              type="time"
              value={row.start}
              onChange={(e) => set(index, { start: e.target.value })}
            />
          </Field>
          <Field
            id={`${id}-${index}-e`}
            label={t('pricing.hours.end')}
            error={errorOf(index, 'end')}
            className="w-40"
          >
            <Input
              id={`${id}-${index}-e`}
              type="time"
              value={row.end}
              onChange={(e) => set(index, { end: e.target.value })}
            />
          </Field>
          <fieldset className="flex flex-wrap items-center gap-1 self-end">
            <legend className="sr-only">{t('pricing.promotions.fields.times')}</legend>
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-line px-2 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={row.weekdays.includes(day)}
                  onChange={(e) =>
                    set(index, { weekdays: toggledWeekday(row.weekdays, day, e.target.checked) })
                  }
                />
                {t(`pricing.weekdays.${day}`)}
              </label>
            ))}
          </fieldset>
          {row.end < row.start && (
            <span className="self-end pb-3 text-ink-muted text-xs">{t('pricing.hours.crossesMidnight')}</span>
          )}
          <Button
            size="icon"
            variant="ghost"
            className="mt-6 ml-auto"
            aria-label={t('pricing.hours.remove')}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button variant="outline" className="self-start" onClick={() => onChange([...rows, newWindowRow()])}>
        <Plus aria-hidden="true" />
        {t('pricing.hours.add')}
      </Button>
    </div>
  );
}
