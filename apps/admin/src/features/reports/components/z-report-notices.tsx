import type { ZReportResponse } from '@kiosk/contracts';
import { useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { closeErrorKey, outletDateTime } from '../utils/report-format';

type Closing = ZReportResponse['closing'];

/** The printout's header: the outlet, the day and its Z number (or not closed), when printed. */
export function PrintHeader({
  outletName,
  dayText,
  closing,
  printedAt,
}: {
  outletName: string | null | undefined;
  dayText: string;
  closing: Closing | undefined;
  printedAt: Date;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <div className="mb-3 hidden text-sm print:block" data-testid="z-print-header">
      {outletName ? <p className="font-semibold text-base">{outletName}</p> : null}
      <p className="font-semibold">
        {`${t('reports.z.day')}: ${dayText} · ${
          closing ? t('reports.z.zNumber', { number: closing.z_number }) : t('reports.z.notClosed')
        }`}
      </p>
      <p>{t('reports.z.printedAt', { at: outletDateTime(printedAt.toISOString(), locale) })}</p>
    </div>
  );
}

/** When and by whom the day was closed, and whether its figures changed since. */
export function ClosingNotices({ closing }: { closing: Closing | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  return (
    <>
      {closing ? (
        <div
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-800 text-sm"
          data-testid="z-closed"
        >
          {t('reports.z.closed', {
            at: outletDateTime(closing.closed_at, locale),
            by: closing.closed_by ?? '',
          })}
        </div>
      ) : null}
      {closing?.changed_at ? (
        <div
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-800 text-sm"
          data-testid="z-changed"
          role="status"
        >
          {t('reports.z.changed', {
            at: outletDateTime(closing.changed_at, locale),
            net: closing.current ? formatAmount(closing.current.net_sales_minor, 'TL') : '—',
          })}
        </div>
      ) : null}
    </>
  );
}

/** Why closing the day failed. */
export function CloseError({ error }: { error: { status?: number } | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="mb-4 text-red-700 text-sm" role="alert">
      {t(closeErrorKey(error))}
    </p>
  );
}
