import { Input, Select } from '@kiosk/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton, FilterBar } from '../../../components/list-page-frame';
import type { FilterChoice } from '../api/get-filter-choices';
import {
  hasTillSessionFilters,
  rangeInvalid,
  SESSION_STATUSES,
  type SessionStatusFilter,
  type TillSessionsListState,
} from '../utils/list-params';

function Labelled({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  /** The whole row on a phone (a choice whose names would be cut). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The list's filters: business days from / to, store, till, status; clear. */
export function TillSessionsToolbar({
  state,
  onChange,
  stores,
  tills,
}: {
  state: TillSessionsListState;
  onChange: (changes: Partial<TillSessionsListState>) => void;
  stores: FilterChoice[];
  tills: FilterChoice[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = rangeInvalid(state);
  return (
    <FilterBar label={t('tillSessions.filters.label')}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <DateRange id={id} state={state} onChange={onChange} invalid={invalid} />
        <Labelled wide id={`${id}-store`} label={t('tillSessions.filters.store')}>
          <Select
            id={`${id}-store`}
            value={state.store}
            data-testid="sessions-store"
            onChange={(e) => onChange({ store: e.target.value })}
          >
            <option value="">{t('tillSessions.filters.allStores')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled wide id={`${id}-till`} label={t('tillSessions.filters.till')}>
          <Select
            id={`${id}-till`}
            value={state.till}
            data-testid="sessions-till"
            onChange={(e) => onChange({ till: e.target.value })}
          >
            <option value="">{t('tillSessions.filters.allTills')}</option>
            {tills.map((till) => (
              <option key={till.id} value={till.id}>
                {till.name}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled wide id={`${id}-status`} label={t('tillSessions.filters.status')}>
          <Select
            id={`${id}-status`}
            value={state.status}
            data-testid="sessions-status"
            onChange={(e) => onChange({ status: e.target.value as SessionStatusFilter })}
          >
            {SESSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'all'
                  ? t('tillSessions.filters.allStatuses')
                  : t(`tillSessions.status.${status}`)}
              </option>
            ))}
          </Select>
        </Labelled>
        {hasTillSessionFilters(state) && (
          <ClearFiltersButton
            label={t('tillSessions.filters.clear')}
            className="self-end"
            testId="sessions-clear"
            onClick={() => onChange({ from: '', to: '', store: '', till: '', status: 'all' })}
          />
        )}
      </div>
      {invalid && (
        <p id={`${id}-range`} role="alert" className="mt-3 font-medium text-red-700 text-sm">
          {t('tillSessions.filters.rangeError')}
        </p>
      )}
    </FilterBar>
  );
}

/** The business days from / to (the end never before the start). */
function DateRange({
  id,
  state,
  onChange,
  invalid,
}: {
  id: string;
  state: TillSessionsListState;
  onChange: (changes: Partial<TillSessionsListState>) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Labelled id={`${id}-from`} label={t('tillSessions.filters.from')}>
        <Input
          id={`${id}-from`}
          type="date"
          className="h-11 px-3 text-sm"
          value={state.from}
          max={state.to || undefined}
          invalid={invalid}
          aria-describedby={invalid ? `${id}-range` : undefined}
          data-testid="sessions-from"
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Labelled>
      <Labelled id={`${id}-to`} label={t('tillSessions.filters.to')}>
        <Input
          id={`${id}-to`}
          type="date"
          className="h-11 px-3 text-sm"
          value={state.to}
          min={state.from || undefined}
          invalid={invalid}
          data-testid="sessions-to"
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </Labelled>
    </>
  );
}
