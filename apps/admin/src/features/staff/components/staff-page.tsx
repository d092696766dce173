import { Button, useAddressState } from '@kiosk/ui';
import { UserPlus, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useStaff } from '../api/get-staff';
import { useStoreChoices } from '../api/get-store-choices';
import { useStaffActions } from '../hooks/use-staff-actions';
import {
  hasStaffFilters,
  parseStaffState,
  STAFF_PAGE_SIZE,
  staffStateToParams,
  toStaffQuery,
} from '../utils/list-params';
import { StaffDialogs } from './staff-dialogs';
import { StaffTable } from './staff-table';
import { StaffToolbar } from './staff-toolbar';

/** /staff, "Personel": the accounts by name, searched and filtered; create, edit, disable, reset. */
export function StaffPage() {
  const { t } = useTranslation();
  const [state, update] = useAddressState(parseStaffState, staffStateToParams);
  const query = useMemo(() => toStaffQuery(state), [state]);
  const staff = useStaff(query);
  const stores = useStoreChoices();
  const actions = useStaffActions();
  const data = staff.data;
  return (
    <>
      <ListPageFrame
        ns="staff"
        testId="staff"
        query={staff}
        actions={
          <Button onClick={actions.create} data-testid="staff-add">
            <UserPlus aria-hidden="true" />
            {t('staff.add')}
          </Button>
        }
        paging={
          data && {
            page: data.page,
            pageSize: STAFF_PAGE_SIZE,
            pageCount: Math.ceil(data.total / data.page_size),
            total: data.total,
            shown: data.items.length,
          }
        }
        filters={<StaffToolbar state={state} onChange={update} stores={stores.data ?? []} />}
        filtered={hasStaffFilters(state)}
        emptyIcon={Users}
        onPage={(page) => update({ page })}
      >
        <StaffTable members={data?.items ?? []} stale={staff.isPlaceholderData} actions={actions} />
      </ListPageFrame>
      <StaffDialogs actions={actions} />
    </>
  );
}
