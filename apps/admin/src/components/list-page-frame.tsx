import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { Button, cn, PageHeader, Pagination, useDocumentTitle } from '@kiosk/ui';
import { FilterX, type LucideIcon, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRange } from '../lib/page-range';

const panel = 'rounded-2xl border border-line bg-white shadow-card';

/** What the frame needs of the list's query (a TanStack Query result). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** The page of the list as loaded. */
interface ListPaging {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** The total as the page info shows it (e.g. "1.000+" for a count that stopped); the number by default. */
  totalLabel?: string;
  /** Rows on this page. */
  shown: number;
}

interface ListPageFrameProps {
  /**
   * Where the page's texts are: `<ns>.title`, `.subtitle`, `.refresh`, `.listLabel`, `.loadError`,
   * `.pageInfo` ({{from}}, {{to}}, {{total}}) and `.empty.title` / `.description` / `.filteredTitle` /
   * `.filteredDescription`.
   */
  ns: 'orders' | 'tillSessions' | 'staff';
  /** Prefix of the test ids: `<testId>-list`, `-count`, `-empty`. */
  testId: string;
  /** More header buttons, before the refresh button (e.g. "Add"). */
  actions?: ReactNode;
  query: ListQuery;
  /** Undefined before the first answer. */
  paging: ListPaging | undefined;
  /** The filter bar (a FilterBar). */
  filters: ReactNode;
  /** A filter is set: the empty state says to change the filters. */
  filtered: boolean;
  emptyIcon: LucideIcon;
  /** Nothing is asked (the filter bar says why, e.g. a date range backwards). */
  idle?: boolean;
  onPage(page: number): void;
  /** The rows of the page. */
  children: ReactNode;
}

/**
 * A back-office list page: header with a refresh button, the filter bar, then the list's loading,
 * error, empty or page state with its "from-to of total" line and the pagination. A page that no
 * longer exists (fewer rows after a filter or a change) shows the last one.
 */
export function ListPageFrame(props: ListPageFrameProps) {
  const { ns, testId, query, paging, filters, onPage } = props;
  const { t } = useTranslation();
  useDocumentTitle(t(`${ns}.title`), t('common.appName.admin'));
  const [refreshing, setRefreshing] = useState(false);
  const toPage = useRef(onPage);
  toPage.current = onPage;
  const { total = 0, shown = 0, page = 1, pageCount = 0 } = paging ?? {};

  useEffect(() => {
    if (total > 0 && shown === 0 && page > 1) toPage.current(Math.max(1, pageCount));
  }, [total, shown, page, pageCount]);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t(`${ns}.title`)}
        description={t(`${ns}.subtitle`)}
        actions={
          <>
            {props.actions}
            <Button
              variant="outline"
              loading={refreshing}
              onClick={() => {
                setRefreshing(true);
                void query.refetch().finally(() => setRefreshing(false));
              }}
            >
              {!refreshing && <RotateCcw aria-hidden="true" />}
              {t(`${ns}.refresh`)}
            </Button>
          </>
        }
      />
      {filters}
      <section
        aria-label={t(`${ns}.listLabel`)}
        aria-busy={query.isFetching}
        className="mt-4"
        data-testid={`${testId}-list`}
      >
        <ListBody {...props} />
      </section>
    </div>
  );
}

function ListBody({
  ns,
  testId,
  query,
  paging,
  filtered,
  emptyIcon,
  idle,
  onPage,
  children,
}: ListPageFrameProps) {
  const { t } = useTranslation();
  if (idle) return null;
  if (query.isPending) return <LoadingPanel className={panel} />;
  if (!paging) {
    if (!query.isError) return null;
    return (
      <div className={panel}>
        <ErrorPanel
          message={t(`${ns}.loadError`)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (paging.shown === 0) {
    const empty = filtered ? ['filteredTitle', 'filteredDescription'] : ['title', 'description'];
    return (
      <div className={panel} data-testid={`${testId}-empty`}>
        <EmptyPanel
          icon={emptyIcon}
          title={t(`${ns}.empty.${empty[0]}`)}
          description={t(`${ns}.empty.${empty[1]}`)}
        />
      </div>
    );
  }
  const { from, to } = pageRange(paging.page, paging.pageSize, paging.shown);
  return (
    <>
      {/* a refresh failed: the page shown is the last one loaded */}
      {query.isError && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-4 py-2 text-red-700 text-sm">
          {t(`${ns}.loadError`)}
        </p>
      )}
      {children}
      <div className="mt-4 flex flex-col items-center gap-3 md:flex-row md:justify-between">
        <p className="text-ink-muted text-sm" aria-live="polite" data-testid={`${testId}-count`}>
          {t(`${ns}.pageInfo`, { from, to, total: paging.totalLabel ?? paging.total })}
        </p>
        <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={onPage} />
      </div>
    </>
  );
}

/** A list's filter bar: a search landmark on a card; `className` lays out its fields. */
export function FilterBar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <search
      aria-label={label}
      className={cn('rounded-2xl border border-line bg-white p-4 shadow-card', className)}
    >
      {children}
    </search>
  );
}

/**
 * The filter bar's fields (the Personel and till-sessions lists): two columns on a phone, three on a
 * tablet, one row on a desktop with the "clear" button (while a filter is set) at its end.
 */
export function FilterFields({
  children,
  clear,
}: {
  children: ReactNode;
  /** The "clear the filters" button; undefined while no filter is set. */
  clear?: { label: string; testId: string; onClick(): void };
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:items-end" data-testid="filter-fields">
      {children}
      {clear && (
        <ClearFiltersButton
          label={clear.label}
          testId={clear.testId}
          className="col-span-2 self-end sm:col-span-1 lg:flex-none"
          onClick={clear.onClick}
        />
      )}
    </div>
  );
}

/** One labelled field of `FilterFields`. */
export function FilterField({
  id,
  label,
  children,
  wide = false,
  grow = false,
  compact = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  /** The whole row on a phone (a search box, or a choice whose names would be cut). */
  wide?: boolean;
  /** Twice the width of the others on a desktop (a search box). */
  grow?: boolean;
  /** Only as wide as a date on a desktop, leaving the choices their names' room. */
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'min-w-0',
        wide && 'col-span-2 sm:col-span-1',
        compact ? 'lg:w-40 lg:flex-none' : grow ? 'lg:flex-[2] lg:basis-0' : 'lg:flex-1 lg:basis-0',
      )}
    >
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {label}
      </label>
      {children}
    </div>
  );
}

/** "Clear the filters", shown by a filter bar while a filter is set. */
export function ClearFiltersButton({
  label,
  onClick,
  className,
  testId,
}: {
  label: string;
  onClick(): void;
  className?: string;
  testId?: string;
}) {
  return (
    <Button variant="ghost" className={cn('min-h-11', className)} data-testid={testId} onClick={onClick}>
      <FilterX aria-hidden="true" />
      {label}
    </Button>
  );
}
