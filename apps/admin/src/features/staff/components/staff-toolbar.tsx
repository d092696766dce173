import { Input, Select } from '@kiosk/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField, FilterFields } from '../../../components/list-page-frame';
import type { StoreChoice } from '../api/get-store-choices';
import {
  hasStaffFilters,
  STAFF_STATUSES,
  type StaffListState,
  type StaffRoleFilter,
  type StaffStatusFilter,
} from '../utils/list-params';

const ROLES: StaffRoleFilter[] = ['cashier', 'admin', 'super_admin', 'user'];

/** Search (name or e-mail), role, store, status; clear. */
export function StaffToolbar({
  state,
  onChange,
  stores,
}: {
  state: StaffListState;
  onChange: (changes: Partial<StaffListState>) => void;
  stores: StoreChoice[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FilterBar label={t('staff.filters.label')}>
      <FilterFields
        clear={
          hasStaffFilters(state)
            ? {
                label: t('staff.filters.clear'),
                testId: 'staff-clear-filters',
                onClick: () => onChange({ q: '', role: '', store: '', status: 'all' }),
              }
            : undefined
        }
      >
        <FilterField wide grow id={`${id}-q`} label={t('staff.filters.search')}>
          <Input
            id={`${id}-q`}
            type="search"
            value={state.q}
            maxLength={100}
            data-testid="staff-search"
            onChange={(e) => onChange({ q: e.target.value })}
          />
        </FilterField>
        <FilterField id={`${id}-role`} label={t('staff.filters.role')}>
          <Select
            id={`${id}-role`}
            value={state.role}
            data-testid="staff-role-filter"
            onChange={(e) => onChange({ role: e.target.value as StaffRoleFilter })}
          >
            <option value="">{t('staff.filters.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`common.roles.${role}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id={`${id}-status`} label={t('staff.filters.status')}>
          <Select
            id={`${id}-status`}
            value={state.status}
            data-testid="staff-status-filter"
            onChange={(e) => onChange({ status: e.target.value as StaffStatusFilter })}
          >
            {STAFF_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('staff.filters.allStatuses') : t(`staff.status.${status}`)}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField wide id={`${id}-store`} label={t('staff.filters.store')}>
          <Select
            id={`${id}-store`}
            value={state.store}
            data-testid="staff-store-filter"
            onChange={(e) => onChange({ store: e.target.value })}
          >
            <option value="">{t('staff.filters.allStores')}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterFields>
    </FilterBar>
  );
}
