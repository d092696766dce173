import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import { STAFF_ACTIVITY_KINDS, type StaffActivityEntry, type StaffActivityKind } from '@kiosk/contracts';
import {
  Badge,
  Button,
  cn,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLanguage,
  usePriceFormatter,
} from '@kiosk/ui';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffActivity } from '../api/get-staff-activity';
import { outletDateTime, rangeReversed } from '../utils/staff-format';

const PAGE_SIZE = 25;
const cell = 'px-3! first:pl-4! last:pr-4!';

/** The account's activity, newest first: kind and days filter it; newer / older pages. */
export function StaffActivityCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [kind, setKind] = useState<'' | StaffActivityKind>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const reversed = rangeReversed(from, to);
  const activity = useStaffActivity(
    id,
    {
      ...(kind ? { kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      page,
      page_size: PAGE_SIZE,
    },
    !reversed,
  );
  const set =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };
  const data = activity.data;
  return (
    <section
      className="rounded-2xl border border-line bg-white shadow-card"
      aria-labelledby={`${fieldId}-title`}
    >
      <div className="border-line border-b p-5">
        <h2 id={`${fieldId}-title`} className="mb-3 font-semibold text-ink text-lg">
          {t('staff.detail.activity')}
        </h2>
        <ActivityFilters
          id={fieldId}
          kind={kind}
          from={from}
          to={to}
          reversed={reversed}
          onKind={set(setKind)}
          onFrom={set(setFrom)}
          onTo={set(setTo)}
        />
      </div>
      {reversed ? null : activity.isPending ? (
        <LoadingPanel />
      ) : !data ? (
        <ErrorPanel
          message={t('staff.detail.activityError')}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : data.items.length === 0 ? (
        <div data-testid="activity-empty">
          <EmptyPanel icon={History} title={t('staff.detail.activityEmpty')} />
        </div>
      ) : (
        <>
          <ActivityTable entries={data.items} stale={activity.isPlaceholderData} />
          <div className="flex items-center justify-between gap-3 p-4">
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('staff.detail.previous')}
            </Button>
            <span className="text-ink-muted text-sm">{t('staff.detail.pageNumber', { page })}</span>
            <Button variant="outline" disabled={!data.has_more} onClick={() => setPage(page + 1)}>
              {t('staff.detail.next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function ActivityTable({ entries, stale }: { entries: StaffActivityEntry[]; stale: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  return (
    <Table
      className={cn('transition-opacity', stale && 'opacity-60')}
      aria-label={t('staff.detail.activityLabel')}
      data-testid="activity-table"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cell}>{t('staff.detail.when')}</TableHead>
          <TableHead className={cell}>{t('staff.detail.what')}</TableHead>
          <TableHead className={cell}>{t('staff.detail.detailColumn')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('staff.detail.amount')}</TableHead>
          <TableHead className={cell}>{t('staff.detail.order')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.id} data-testid="activity-row" data-kind={e.kind}>
            <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
              {outletDateTime(e.at, locale)}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap')}>
              <Badge tone={e.kind === 'sign_in' ? 'muted' : e.kind === 'account' ? 'info' : 'gold'}>
                {t(`staff.kinds.${e.kind}`)}
              </Badge>
            </TableCell>
            <TableCell className={cn(cell, 'min-w-48 max-w-96')}>
              <span className="block break-words">{e.summary || e.action}</span>
              <span className="block text-ink-muted text-xs">
                {e.action}
                {e.kind === 'account' && e.actor_email
                  ? ` · ${t('staff.detail.by', { email: e.actor_email })}`
                  : ''}
              </span>
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap text-right tabular-nums')}>
              {e.amount_minor === null ? '' : formatAmount(e.amount_minor, 'TL')}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap')}>
              {e.order_id ? (
                <Link
                  to={`/orders/${e.order_id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-secondary-800 underline-offset-4 hover:underline"
                >
                  {e.order_number}
                </Link>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The trail's filters: kind, first and last day (a backwards range is said at the field). */
function ActivityFilters({
  id,
  kind,
  from,
  to,
  reversed,
  onKind,
  onFrom,
  onTo,
}: {
  id: string;
  kind: '' | StaffActivityKind;
  from: string;
  to: string;
  reversed: boolean;
  onKind: (kind: '' | StaffActivityKind) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <label htmlFor={`${id}-kind`} className="mb-1.5 block font-medium text-ink-muted text-xs">
            {t('staff.detail.kind')}
          </label>
          <Select
            id={`${id}-kind`}
            value={kind}
            data-testid="activity-kind"
            onChange={(e) => onKind(e.target.value as '' | StaffActivityKind)}
          >
            <option value="">{t('staff.detail.allKinds')}</option>
            {STAFF_ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`staff.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </div>
        {(
          [
            ['from', from, onFrom],
            ['to', to, onTo],
          ] as const
        ).map(([name, value, setter]) => (
          <div key={name} className="min-w-0">
            <label htmlFor={`${id}-${name}`} className="mb-1.5 block font-medium text-ink-muted text-xs">
              {t(`staff.detail.${name}`)}
            </label>
            <Input
              id={`${id}-${name}`}
              type="date"
              value={value}
              invalid={name === 'from' && reversed}
              aria-describedby={name === 'from' && reversed ? `${id}-range` : undefined}
              data-testid={`activity-${name}`}
              onChange={(e) => setter(e.target.value)}
            />
          </div>
        ))}
      </div>
      {reversed && (
        <p id={`${id}-range`} role="alert" className="mt-2 text-red-700 text-sm">
          {t('staff.detail.rangeError')}
        </p>
      )}
    </>
  );
}
