import { DISPLAY_STATUSES } from '@kiosk/domain';
import { cn, Select } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton, FilterBar } from '../../../components/list-page-frame';
import {
  DATE_FILTERS,
  DEFAULT_ORDERS_LIST_STATE,
  hasOrderFilters,
  type OrdersListState,
} from '../utils/list-params';
import { OrdersExportButtons } from './orders-export-buttons';
import { OrdersSearchFilters } from './orders-search-filters';

export interface OrdersToolbarProps {
  state: OrdersListState;
  onChange: (changes: Partial<OrdersListState>) => void;
  /** The filters as the API takes them (for the export). */
  filters: Record<string, string>;
}

/**
 * The list's search and filters (issue 34: one search box, store, channel, payment method, staff),
 * the status filter and date filter (spec: all, today, 7 days, 30 days) and the downloads.
 */
export function OrdersToolbar({ state, onChange, filters }: OrdersToolbarProps) {
  const { t } = useTranslation();
  const statusId = useId();
  return (
    <FilterBar label={t('orders.filters.label')} className="flex flex-col gap-4">
      <OrdersSearchFilters state={state} onChange={onChange} />
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <div className="md:w-52">
          <label htmlFor={statusId} className="mb-1.5 block font-medium text-ink-muted text-xs">
            {t('orders.filters.status')}
          </label>
          <Select
            id={statusId}
            fieldSize="sm"
            value={state.status}
            data-testid="orders-status-filter"
            onChange={(event) => onChange({ status: event.target.value as OrdersListState['status'] })}
          >
            <option value="all">{t('orders.filters.allStatuses')}</option>
            {DISPLAY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <fieldset>
          <legend className="mb-1.5 block font-medium text-ink-muted text-xs">
            {t('orders.filters.date')}
          </legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex">
            {DATE_FILTERS.map((filter) => {
              const active = state.date === filter;
              return (
                <button
                  key={filter}
                  type="button"
                  aria-pressed={active}
                  data-date-filter={filter}
                  onClick={() => onChange({ date: filter })}
                  className={cn(
                    'h-9 rounded-lg px-3.5 font-semibold text-sm transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                    active ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {t(`orders.filters.dates.${filter}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
        {hasOrderFilters(state) && (
          <ClearFiltersButton
            label={t('orders.filters.clear')}
            onClick={() => onChange({ ...DEFAULT_ORDERS_LIST_STATE })}
          />
        )}
        <div className="md:ml-auto">
          <OrdersExportButtons filters={filters} />
        </div>
      </div>
    </FilterBar>
  );
}
