import type { StaffMember } from '@kiosk/contracts';
import { cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useLanguage } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffActions } from '../hooks/use-staff-actions';
import { outletDateTime } from '../utils/staff-format';
import { RoleBadge, StatusBadge } from './staff-badges';
import { StaffRowActions } from './staff-row-actions';

const cell = 'px-3! first:pl-4! last:pr-4!';

/** The accounts of a page: a table that scrolls sideways in its own box on a narrow screen. */
export function StaffTable({
  members,
  stale,
  actions,
}: {
  members: StaffMember[];
  stale: boolean;
  actions: StaffActions;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const none = <span className="text-ink-muted">{t('staff.none')}</span>;
  return (
    <Table className={cn('transition-opacity', stale && 'opacity-60')} data-testid="staff-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cell}>{t('staff.columns.name')}</TableHead>
          <TableHead className={cell}>{t('staff.columns.role')}</TableHead>
          <TableHead className={cell}>{t('staff.columns.stores')}</TableHead>
          <TableHead className={cell}>{t('staff.columns.status')}</TableHead>
          <TableHead className={cell}>{t('staff.columns.lastSignIn')}</TableHead>
          <TableHead className={cell}>{t('staff.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((m) => (
          <TableRow key={m.id} data-testid="staff-row" data-staff-id={m.id} data-email={m.email}>
            <TableCell className={cn(cell, 'min-w-56')}>
              <Link
                to={`/staff/${m.id}`}
                className="inline-flex min-h-11 flex-col justify-center rounded font-semibold text-secondary-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              >
                <span>
                  {m.display_name || m.email}
                  {actions.isSelf(m) && (
                    <span className="ml-1 font-normal text-ink-muted">{t('staff.you')}</span>
                  )}
                </span>
                {m.display_name && <span className="font-normal text-ink-muted text-xs">{m.email}</span>}
              </Link>
            </TableCell>
            <TableCell className={cell}>
              <RoleBadge role={m.role} />
            </TableCell>
            <TableCell className={cn(cell, 'min-w-40 max-w-64')}>
              {m.stores.length > 0 ? m.stores.map((s) => s.name).join(', ') : none}
            </TableCell>
            <TableCell className={cell}>
              <StatusBadge disabled={m.is_disabled} />
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
              {m.last_sign_in_at ? outletDateTime(m.last_sign_in_at, locale) : t('staff.never')}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap')}>
              <StaffRowActions member={m} actions={actions} compact />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
