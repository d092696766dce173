import { Input, Select } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField, FilterFields } from '../../../components/list-page-frame';
import type { FilterChoice } from '../api/get-filter-choices';
import {
  hasTillSessionFilters,
  rangeInvalid,
  SESSION_STATUSES,
  type SessionStatusFilter,
  type TillSessionsListState,
} from '../utils/list-params';

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
      <FilterFields
        clear={
          hasTillSessionFilters(state)
            ? {
                label: t('tillSessions.filters.clear'),
                testId: 'sessions-clear',
                onClick: () => onChange({ from: '', to: '', store: '', till: '', status: 'all' }),
              }
            : undefined
        }
      >
        <DateRange id={id} state={state} onChange={onChange} invalid={invalid} />
        <FilterField wide id={`${id}-store`} label={t('tillSessions.filters.store')}>
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
        </FilterField>
        <FilterField wide id={`${id}-till`} label={t('tillSessions.filters.till')}>
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
        </FilterField>
        <FilterField wide id={`${id}-status`} label={t('tillSessions.filters.status')}>
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
        </FilterField>
      </FilterFields>
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
      <FilterField compact id={`${id}-from`} label={t('tillSessions.filters.from')}>
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
      </FilterField>
      <FilterField compact id={`${id}-to`} label={t('tillSessions.filters.to')}>
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
      </FilterField>
    </>
  );
}
