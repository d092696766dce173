import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { ListPageFrame } from '../../../components/list-page-frame';
import { useStoreChoices, useTillChoices } from '../api/get-filter-choices';
import { useTillSessions } from '../api/get-till-sessions';
import { useTillSessionsListState } from '../hooks/use-till-sessions-list-state';
import {
  hasTillSessionFilters,
  rangeInvalid,
  TILL_SESSIONS_PAGE_SIZE,
  toListQuery,
} from '../utils/list-params';
import { TillSessionsTable } from './till-sessions-table';
import { TillSessionsToolbar } from './till-sessions-toolbar';

/** /till-sessions: the tills' sessions, newest first, filtered by business days, store, till and status. */
export function TillSessionsPage() {
  const [state, update] = useTillSessionsListState();
  const query = useMemo(() => toListQuery(state), [state]);
  const sessions = useTillSessions(query, !rangeInvalid(state));
  const stores = useStoreChoices();
  const tills = useTillChoices();
  const data = sessions.data;

  return (
    <ListPageFrame
      ns="tillSessions"
      testId="till-sessions"
      query={sessions}
      paging={
        data && {
          page: data.page,
          pageSize: TILL_SESSIONS_PAGE_SIZE,
          pageCount: Math.ceil(data.total / data.page_size),
          total: data.total,
          shown: data.items.length,
        }
      }
      filters={
        <TillSessionsToolbar
          state={state}
          onChange={update}
          stores={stores.data ?? []}
          tills={tills.data ?? []}
        />
      }
      filtered={hasTillSessionFilters(state)}
      emptyIcon={Wallet}
      idle={rangeInvalid(state)}
      onPage={(page) => update({ page })}
    >
      <TillSessionsTable sessions={data?.items ?? []} stale={sessions.isPlaceholderData} />
    </ListPageFrame>
  );
}
