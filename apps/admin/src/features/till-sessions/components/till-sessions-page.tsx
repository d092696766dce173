import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { Button, PageHeader, Pagination, useDocumentTitle } from '@kiosk/ui';
import { RotateCcw, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreChoices, useTillChoices } from '../api/get-filter-choices';
import { type TillSessionPage, useTillSessions } from '../api/get-till-sessions';
import { useTillSessionsListState } from '../hooks/use-till-sessions-list-state';
import {
  hasTillSessionFilters,
  pageRange,
  rangeInvalid,
  TILL_SESSIONS_PAGE_SIZE,
  toListQuery,
} from '../utils/list-params';
import { TillSessionsTable } from './till-sessions-table';
import { TillSessionsToolbar } from './till-sessions-toolbar';

const panel = 'rounded-2xl border border-line bg-white shadow-card';

/** /till-sessions: the tills' sessions, newest first, filtered by business days, store, till and status. */
export function TillSessionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tillSessions.title'), t('common.appName.admin'));
  const [state, update] = useTillSessionsListState();
  const query = useMemo(() => toListQuery(state), [state]);
  const sessions = useTillSessions(query, !rangeInvalid(state));
  const stores = useStoreChoices();
  const tills = useTillChoices();
  const [refreshing, setRefreshing] = useState(false);
  const data = sessions.data;
  const pageCount = data ? Math.ceil(data.total / data.page_size) : 0;

  // a page that no longer exists (fewer sessions after a filter) shows the last one
  useEffect(() => {
    if (data && data.total > 0 && data.items.length === 0 && state.page > 1) {
      update({ page: Math.max(1, pageCount) });
    }
  }, [data, state.page, pageCount, update]);

  let body: ReactNode;
  if (rangeInvalid(state)) body = null;
  else if (sessions.isPending) body = <LoadingPanel className={panel} />;
  else if (sessions.isError && !data)
    body = (
      <div className={panel}>
        <ErrorPanel
          message={t('tillSessions.loadError')}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      </div>
    );
  else if (data && data.items.length === 0) {
    const filtered = hasTillSessionFilters(state);
    body = (
      <div className={panel} data-testid="till-sessions-empty">
        <EmptyPanel
          icon={Wallet}
          title={filtered ? t('tillSessions.empty.filteredTitle') : t('tillSessions.empty.title')}
          description={
            filtered ? t('tillSessions.empty.filteredDescription') : t('tillSessions.empty.description')
          }
        />
      </div>
    );
  } else if (data)
    body = (
      <SessionsPageOfList
        data={data}
        stale={sessions.isPlaceholderData}
        failed={sessions.isError}
        pageCount={pageCount}
        onPage={(page) => update({ page })}
      />
    );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('tillSessions.title')}
        description={t('tillSessions.subtitle')}
        actions={
          <Button
            variant="outline"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void sessions.refetch().finally(() => setRefreshing(false));
            }}
          >
            {!refreshing && <RotateCcw aria-hidden="true" />}
            {t('tillSessions.refresh')}
          </Button>
        }
      />
      <TillSessionsToolbar
        state={state}
        onChange={update}
        stores={stores.data ?? []}
        tills={tills.data ?? []}
      />
      <section
        aria-label={t('tillSessions.listLabel')}
        aria-busy={sessions.isFetching}
        className="mt-4"
        data-testid="till-sessions-list"
      >
        {body}
      </section>
    </div>
  );
}

function SessionsPageOfList({
  data,
  stale,
  failed,
  pageCount,
  onPage,
}: {
  data: TillSessionPage;
  stale: boolean;
  /** A refresh failed: the page shown is the last one loaded. */
  failed: boolean;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { from, to } = pageRange(data.page, TILL_SESSIONS_PAGE_SIZE, data.items.length);
  return (
    <>
      {failed && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-4 py-2 text-red-700 text-sm">
          {t('tillSessions.loadError')}
        </p>
      )}
      <TillSessionsTable sessions={data.items} stale={stale} />
      <div className="mt-4 flex flex-col items-center gap-3 md:flex-row md:justify-between">
        <p className="text-ink-muted text-sm" aria-live="polite" data-testid="till-sessions-count">
          {t('tillSessions.pageInfo', { from, to, total: data.total })}
        </p>
        <Pagination page={data.page} pageCount={pageCount} onPageChange={onPage} />
      </div>
    </>
  );
}
