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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TillDifference } from '../../../components/till-difference';
import type { TillSessionDetail } from '../api/get-till-session';
import { outletDateTime } from '../utils/session-format';

const cell = 'px-3! first:pl-4! last:pr-4!';
const right = cn(cell, 'text-right tabular-nums whitespace-nowrap');

function HistorySection({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  /** The text shown when there is nothing; null: there are rows. */
  empty: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0" data-testid={testId}>
      <h2 className="mb-2 font-semibold text-ink">{title}</h2>
      {empty ? (
        <p className="rounded-2xl border border-line bg-white px-4 py-6 text-center text-ink-muted text-sm shadow-card">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** Cash in / out of the session: reason, amount (signed), note, who, when. */
export function MovementsCard({ movements }: { movements: TillSessionDetail['movements'] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  return (
    <HistorySection
      title={t('tillSessions.movements.title')}
      empty={movements.length === 0 ? t('tillSessions.movements.empty') : null}
      testId="session-movements"
    >
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className={cell}>{t('tillSessions.movements.reason')}</TableHead>
            <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.movements.amount')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.movements.note')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.movements.by')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.movements.at')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.map((m) => (
            <TableRow key={m.id} data-testid="movement-row">
              <TableCell className={cn(cell, 'whitespace-nowrap')}>
                {t(`tillSessions.movements.reasons.${m.reason}`)}
              </TableCell>
              <TableCell
                className={cn(right, m.direction === 'in' ? 'text-emerald-700' : 'text-red-700')}
                data-testid="movement-amount"
              >
                {m.direction === 'in' ? '+' : '\u2212'}
                {formatAmount(m.amount_minor, 'TL')}
                <span className="sr-only"> ({t(`tillSessions.movements.${m.direction}`)})</span>
              </TableCell>
              <TableCell className={cn(cell, 'min-w-40 max-w-72 break-words')}>
                {m.note ?? <span className="text-ink-muted">{t('tillSessions.none')}</span>}
              </TableCell>
              <TableCell className={cn(cell, 'whitespace-nowrap')}>
                {m.created_by_email ?? t('tillSessions.none')}
              </TableCell>
              <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
                {outletDateTime(m.created_at, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HistorySection>
  );
}

/** Handovers of the session: from, to, counted, expected, difference, note, when. */
export function HandoversCard({ handovers }: { handovers: TillSessionDetail['handovers'] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const none = t('tillSessions.none');
  return (
    <HistorySection
      title={t('tillSessions.handovers.title')}
      empty={handovers.length === 0 ? t('tillSessions.handovers.empty') : null}
      testId="session-handovers"
    >
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className={cell}>{t('tillSessions.handovers.from')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.handovers.to')}</TableHead>
            <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.handovers.counted')}</TableHead>
            <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.handovers.expected')}</TableHead>
            <TableHead className={cn(cell, 'text-right')}>{t('tillSessions.handovers.difference')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.handovers.note')}</TableHead>
            <TableHead className={cell}>{t('tillSessions.handovers.at')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {handovers.map((h) => (
            <TableRow key={h.id} data-testid="handover-row">
              <TableCell className={cn(cell, 'whitespace-nowrap')}>{h.from_email ?? none}</TableCell>
              <TableCell className={cn(cell, 'whitespace-nowrap')}>{h.to_email ?? none}</TableCell>
              <TableCell className={right}>{formatAmount(h.counted_minor, 'TL')}</TableCell>
              <TableCell className={right}>{formatAmount(h.expected_minor, 'TL')}</TableCell>
              <TableCell className={cn(cell, 'text-right')}>
                <TillDifference minor={h.difference_minor} />
              </TableCell>
              <TableCell className={cn(cell, 'min-w-40 max-w-72 break-words')}>{h.note ?? none}</TableCell>
              <TableCell className={cn(cell, 'whitespace-nowrap text-ink-muted')}>
                {outletDateTime(h.created_at, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HistorySection>
  );
}
