import type { TillSession } from '@kiosk/contracts';
import {
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLanguage,
  usePriceFormatter,
} from '@kiosk/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TillDifference } from '../../../components/till-difference';
import { outletDateTime } from '../utils/session-format';
import { SessionStatusBadge } from './session-status-badge';

const cell = 'px-3! first:pl-4! last:pr-4!';
const money = cn(cell, 'text-right tabular-nums whitespace-nowrap');

/** A click on a row (outside its link) opens the session, like its link does. */
function useRowClick() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>, id: string) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    navigate(`/till-sessions/${id}`);
  };
}

/** The sessions of a page: a table that scrolls sideways in its own box on a narrow screen. */
export function TillSessionsTable({ sessions, stale }: { sessions: TillSession[]; stale: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const onRowClick = useRowClick();
  const none = <span className="text-ink-muted">{t('tillSessions.none')}</span>;
  const amount = (minor: number | null) => (minor === null ? none : formatAmount(minor, 'TL'));
  return (
    <Table className={cn('transition-opacity', stale && 'opacity-60')} data-testid="till-sessions-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cell}>{t('tillSessions.columns.till')}</TableHead>
          <TableHead className={cell}>{t('tillSessions.columns.cashier')}</TableHead>
          <TableHead className={cell} title={t('tillSessions.outletTime')}>
            {t('tillSessions.columns.opened')}
          </TableHead>
          <TableHead className={cell}>{t('tillSessions.columns.closed')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.columns.float')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.columns.expected')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.columns.counted')}</TableHead>
          <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.columns.difference')}</TableHead>
          <TableHead className={cell}>{t('tillSessions.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sessions.map((s) => (
          <TableRow
            key={s.id}
            data-testid="till-session-row"
            data-session-id={s.id}
            className="cursor-pointer"
            onClick={(event) => onRowClick(event, s.id)}
          >
            <TableCell className={cell}>
              <Link
                to={`/till-sessions/${s.id}`}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded font-semibold text-secondary-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              >
                {s.device_name ?? t('tillSessions.noTill')}
              </Link>
            </TableCell>
            <TableCell className={cn(cell, 'max-w-48 truncate')}>{s.cashier_email ?? none}</TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
              {outletDateTime(s.opened_at, locale)}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
              {s.closed_at ? outletDateTime(s.closed_at, locale) : none}
            </TableCell>
            <TableCell className={money} data-testid="session-float">
              {formatAmount(s.float_minor, 'TL')}
            </TableCell>
            <TableCell className={money} data-testid="session-expected">
              {amount(s.expected_minor)}
            </TableCell>
            <TableCell className={money} data-testid="session-counted">
              {amount(s.counted_minor)}
            </TableCell>
            <TableCell className={cn(cell, 'text-right')}>
              <TillDifference minor={s.difference_minor} testId="session-difference" />
            </TableCell>
            <TableCell className={cell}>
              <SessionStatusBadge session={s} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
