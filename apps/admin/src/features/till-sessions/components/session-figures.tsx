import type { TillSession } from '@kiosk/contracts';
import { useLanguage, usePriceFormatter } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TillDifference } from '../../../components/till-difference';
import { outletDateTime, shortDay } from '../utils/session-format';
import { panel } from './session-shell';

function Figure({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Both columns on a phone (an e-mail address or a time that would break). */
  wide?: boolean;
}) {
  return (
    <div
      className={`min-w-0 rounded-xl bg-surface-muted/60 px-3 py-2.5 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <dt className="font-medium text-ink-muted text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold text-ink tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The session's header figures: who and when, float, expected, counted, difference, note. */
export function SessionFigures({ session }: { session: TillSession }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const none = t('tillSessions.none');
  const blind = (minor: number | null) =>
    minor === null ? (
      <span className="font-normal text-ink-muted text-sm">{t('tillSessions.detail.blind')}</span>
    ) : (
      formatAmount(minor, 'TL')
    );
  return (
    <section className={`${panel} p-4 sm:p-5`} aria-labelledby="session-figures">
      <h2 id="session-figures" className="mb-3 font-semibold text-ink">
        {t('tillSessions.detail.figures')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <Figure wide label={t('tillSessions.columns.cashier')}>
          {session.cashier_email ?? none}
        </Figure>
        <Figure label={t('tillSessions.detail.businessDay')}>{shortDay(session.business_day, locale)}</Figure>
        <Figure wide label={t('tillSessions.detail.openedAt')}>
          {outletDateTime(session.opened_at, locale)}
        </Figure>
        <Figure wide label={t('tillSessions.detail.openedBy')}>
          {session.opened_by_email ?? none}
        </Figure>
        <Figure label={t('tillSessions.columns.float')} testId="detail-float">
          {formatAmount(session.float_minor, 'TL')}
        </Figure>
        <Figure label={t('tillSessions.columns.expected')} testId="detail-expected">
          {blind(session.expected_minor)}
        </Figure>
        <Figure label={t('tillSessions.columns.counted')} testId="detail-counted">
          {blind(session.counted_minor)}
        </Figure>
        <Figure label={t('tillSessions.columns.difference')}>
          <TillDifference minor={session.difference_minor} testId="detail-difference" />
        </Figure>
        {session.closed_at && (
          <>
            <Figure wide label={t('tillSessions.detail.closedAt')}>
              {outletDateTime(session.closed_at, locale)}
            </Figure>
            <Figure wide label={t('tillSessions.detail.closedBy')}>
              {session.closed_by_email ?? none}
            </Figure>
          </>
        )}
        {session.close_note && (
          <div className="col-span-2 min-w-0 rounded-xl bg-surface-muted/60 px-3 py-2.5">
            <dt className="font-medium text-ink-muted text-xs">{t('tillSessions.detail.closeNote')}</dt>
            <dd className="mt-0.5 whitespace-pre-wrap break-words text-ink" data-testid="detail-close-note">
              {session.close_note}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
