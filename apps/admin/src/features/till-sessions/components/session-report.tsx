import type { TillSessionReport } from '@kiosk/contracts';
import { useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { TillDifference } from '../../../components/till-difference';
import { outletDateTime, shortDay } from '../utils/session-format';
import { ReportBlock, ReportRow } from './report-parts';

/** The X / close report as an 80 mm slip: sales by method and KDV rate, refunds, drawer, counts. */
export function SessionReport({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const none = t('tillSessions.none');
  return (
    <article
      id="till-report"
      className="mx-auto w-full max-w-[26rem] rounded-2xl border border-line bg-white p-5 font-mono text-ink text-sm shadow-card"
      data-testid="till-session-report"
    >
      <ReportHeader report={report} />
      <ReportBlock title={t('tillSessions.report.byMethod')} testId="report-by-method">
        {(['card', 'cash'] as const).map((method) => {
          const m = report.by_method.find((row) => row.method === method) ?? { count: 0, amount_minor: 0 };
          return (
            <ReportRow
              key={method}
              label={`${t(`tillSessions.report.${method}`)} (${m.count})`}
              value={money(m.amount_minor)}
              testId={`report-method-${method}`}
            />
          );
        })}
      </ReportBlock>
      <VatBlock report={report} />
      <ReportBlock title={t('tillSessions.report.refunds')} testId="report-refunds">
        <ReportRow label={t('tillSessions.report.refundCount')} value={String(report.refunds.count)} />
        <ReportRow label={t('tillSessions.report.refundCash')} value={money(report.refunds.cash_minor)} />
        <ReportRow label={t('tillSessions.report.refundCard')} value={money(report.refunds.card_minor)} />
      </ReportBlock>
      <ReportBlock title={t('tillSessions.report.discounts')} testId="report-discounts">
        <ReportRow label={t('tillSessions.report.discountOrders')} value={String(report.discounts.orders)} />
        <ReportRow
          label={t('tillSessions.report.discountPromotions', { count: report.discounts.promotions.count })}
          value={money(report.discounts.promotions.discount_minor)}
        />
        <ReportRow
          label={t('tillSessions.report.discountManual', { count: report.discounts.manual.count })}
          value={money(report.discounts.manual.discount_minor)}
        />
        <ReportRow
          label={t('tillSessions.report.discountTotal')}
          value={money(report.discounts.discount_minor)}
          testId="report-discount-total"
        />
      </ReportBlock>
      <DrawerBlock report={report} />
      {report.movements.length > 0 && (
        <ReportBlock title={t('tillSessions.report.movements')} testId="report-movements">
          {report.movements.map((m) => (
            <ReportRow
              key={m.id}
              label={t(`tillSessions.movements.reasons.${m.reason}`)}
              value={money(m.direction === 'in' ? m.amount_minor : -m.amount_minor)}
            />
          ))}
        </ReportBlock>
      )}
      <ReportBlock title={t('tillSessions.report.counts')} testId="report-counts">
        <ReportRow
          label={t('tillSessions.report.orders')}
          value={String(report.orders_count)}
          testId="report-orders"
        />
        <ReportRow
          label={t('tillSessions.report.firstOrder')}
          value={report.first_order_number ?? none}
          testId="report-first"
        />
        <ReportRow
          label={t('tillSessions.report.lastOrder')}
          value={report.last_order_number ?? none}
          testId="report-last"
        />
      </ReportBlock>
    </article>
  );
}

/** Which report, the till, and who and when. */
function ReportHeader({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { session } = report;
  const none = t('tillSessions.none');
  return (
    <>
      <header className="pb-2 text-center">
        <h1 className="font-bold text-base" data-testid="report-kind">
          {report.kind === 'X' ? t('tillSessions.report.xTitle') : t('tillSessions.report.closeTitle')}
        </h1>
        <p className="font-semibold">{session.device_name ?? t('tillSessions.noTill')}</p>
      </header>
      <dl className="border-ink/30 border-t border-dashed py-2">
        <ReportRow label={t('tillSessions.report.cashier')} value={session.cashier_email ?? none} />
        <ReportRow
          label={t('tillSessions.report.businessDay')}
          value={shortDay(session.business_day, locale)}
        />
        <ReportRow
          label={t('tillSessions.report.opened')}
          value={outletDateTime(session.opened_at, locale)}
        />
        {session.closed_at && (
          <ReportRow
            label={t('tillSessions.report.closed')}
            value={outletDateTime(session.closed_at, locale)}
          />
        )}
        <ReportRow
          label={t('tillSessions.report.generated')}
          value={outletDateTime(report.generated_at, locale)}
        />
      </dl>
    </>
  );
}

/** The drawer: float, cash sales, cash refunds, ins and outs, expected, counted, difference. */
function DrawerBlock({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const { session } = report;
  const cashSales = report.by_method.find((m) => m.method === 'cash')?.amount_minor ?? 0;
  return (
    <ReportBlock title={t('tillSessions.report.drawer')} testId="report-drawer">
      <ReportRow label={t('tillSessions.report.float')} value={money(session.float_minor)} />
      <ReportRow label={t('tillSessions.report.cashSales')} value={money(cashSales)} />
      <ReportRow label={t('tillSessions.report.refundCash')} value={money(-report.refunds.cash_minor)} />
      <ReportRow
        label={t('tillSessions.report.cashIn')}
        value={money(report.cash_in_minor)}
        testId="report-cash-in"
      />
      <ReportRow
        label={t('tillSessions.report.cashOut')}
        value={money(-report.cash_out_minor)}
        testId="report-cash-out"
      />
      <ReportRow
        label={t('tillSessions.report.expected')}
        value={money(report.expected_cash_minor)}
        strong
        testId="report-expected"
      />
      <ReportRow
        label={t('tillSessions.report.counted')}
        value={
          report.counted_minor === null ? t('tillSessions.report.notCounted') : money(report.counted_minor)
        }
        testId="report-counted"
      />
      <ReportRow
        label={t('tillSessions.report.difference')}
        value={<TillDifference minor={report.difference_minor} testId="report-difference" />}
      />
    </ReportBlock>
  );
}

/** Sales by KDV rate: the rate, the gross sold and the KDV in it, in three columns. */
function VatBlock({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const grid = 'grid grid-cols-[minmax(0,1fr)_auto_auto] gap-x-3 py-0.5';
  return (
    <ReportBlock title={t('tillSessions.report.byVat')} testId="report-by-vat">
      {report.by_vat_rate.length === 0 ? (
        <ReportRow label={t('tillSessions.report.noSales')} value="" />
      ) : (
        <>
          <div className={`${grid} text-ink-muted text-xs`} aria-hidden="true">
            <span />
            <span className="text-right">{t('tillSessions.report.gross')}</span>
            <span className="text-right">{t('tillSessions.report.vat')}</span>
          </div>
          {report.by_vat_rate.map((r) => (
            <div key={r.vat_rate} className={grid} data-testid={`report-vat-${r.vat_rate}`}>
              <dt>{t('tillSessions.report.rate', { rate: r.vat_rate })}</dt>
              <dd className="text-right tabular-nums">
                <span className="sr-only">{t('tillSessions.report.gross')} </span>
                {money(r.gross_minor)}
              </dd>
              <dd className="text-right tabular-nums">
                <span className="sr-only">{t('tillSessions.report.vat')} </span>
                {money(r.vat_minor)}
              </dd>
            </div>
          ))}
        </>
      )}
    </ReportBlock>
  );
}
