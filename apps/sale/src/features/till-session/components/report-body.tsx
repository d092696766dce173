import type { TillSessionReport } from '@kiosk/contracts';
import { useLanguage } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';

function Row({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <span className="min-w-0">{label}</span>
      <span className="shrink-0 text-right tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-black border-t border-dashed pt-2">
      <h2 className="mb-1 font-bold uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** The report's lines: sales by method and KDV rate, refunds, cash in / out, handovers, counts, the figures. */
export function ReportBody({ report, title }: { report: TillSessionReport; title: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const tl = useFormatTl();
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '—');
  const { session } = report;
  const none = <p>{t('sale.tillSession.drawer.none')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <header className="text-center">
        <h1 className="font-bold text-[14px]">{title}</h1>
        <p>{t('sale.tillSession.drawer.reportTill', { name: session.device_name ?? '—' })}</p>
        <p>
          {t('sale.tillSession.drawer.openedAt', {
            time: time(session.opened_at),
            by: session.opened_by_email ?? '—',
          })}
        </p>
        {session.closed_at && (
          <p>
            {t('sale.tillSession.drawer.closedAt', {
              time: time(session.closed_at),
              by: session.closed_by_email ?? '—',
            })}
          </p>
        )}
        <p>{t('sale.tillSession.drawer.generatedAt', { time: time(report.generated_at) })}</p>
      </header>
      <Section title={t('sale.tillSession.report.byMethod')}>
        {report.by_method.length === 0
          ? none
          : report.by_method.map((m) => (
              <Row
                key={m.method}
                label={`${t(`sale.tillSession.report.${m.method}`)} (${t('sale.tillSession.drawer.salesCount', { count: m.count })})`}
                value={tl(m.amount_minor)}
                testId={`report-method-${m.method}`}
              />
            ))}
      </Section>
      <Section title={t('sale.tillSession.report.byVatRate')}>
        {report.by_vat_rate.length === 0
          ? none
          : report.by_vat_rate.map((v) => (
              <Row
                key={v.vat_rate}
                label={`${t('sale.tillSession.drawer.vatRate', { rate: v.vat_rate })} ${t('sale.tillSession.drawer.gross')} / ${t('sale.tillSession.drawer.vat')}`}
                value={`${tl(v.gross_minor)} / ${tl(v.vat_minor)}`}
              />
            ))}
      </Section>
      <Section title={t('sale.tillSession.report.refunds')}>
        <Row label={t('sale.tillSession.drawer.refundsCount')} value={report.refunds.count} />
        <Row label={t('sale.tillSession.drawer.refundsCash')} value={tl(report.refunds.cash_minor)} />
        <Row label={t('sale.tillSession.drawer.refundsCard')} value={tl(report.refunds.card_minor)} />
      </Section>
      <DiscountsSection discounts={report.discounts} />
      <MovementsSection report={report} />
      <FiguresSection report={report} />
    </div>
  );
}

/** Discounts given on the session's orders (issue 33): promotions, manual ones, the total. */
function DiscountsSection({ discounts }: { discounts: TillSessionReport['discounts'] }) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  return (
    <Section title={t('sale.tillSession.report.discounts')}>
      <Row
        label={t('sale.tillSession.drawer.discountOrders')}
        value={discounts.orders}
        testId="report-discount-orders"
      />
      <Row
        label={t('sale.tillSession.drawer.promotionsLine', { count: discounts.promotions.count })}
        value={tl(discounts.promotions.discount_minor)}
        testId="report-discount-promotions"
      />
      <Row
        label={t('sale.tillSession.drawer.manualLine', { count: discounts.manual.count })}
        value={tl(discounts.manual.discount_minor)}
        testId="report-discount-manual"
      />
      <Row
        label={<strong>{t('sale.tillSession.drawer.discountTotal')}</strong>}
        value={<strong>{tl(discounts.discount_minor)}</strong>}
        testId="report-discount-total"
      />
    </Section>
  );
}

function MovementsSection({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  return (
    <>
      <Section title={t('sale.tillSession.report.movements')}>
        <Row label={t('sale.tillSession.drawer.cashInTotal')} value={tl(report.cash_in_minor)} />
        <Row
          label={t('sale.tillSession.drawer.cashOutTotal')}
          value={tl(report.cash_out_minor)}
          testId="report-cash-out"
        />
        {report.movements.map((m) => (
          <Row
            key={m.id}
            label={`${m.direction === 'in' ? '+' : '−'} ${t(`sale.tillSession.reasons.${m.reason}`)}${m.note ? `: ${m.note}` : ''}`}
            value={tl(m.amount_minor)}
          />
        ))}
      </Section>
      <Section title={t('sale.tillSession.report.handovers')}>
        {report.handovers.length === 0 ? (
          <p>{t('sale.tillSession.drawer.none')}</p>
        ) : (
          report.handovers.map((h) => (
            <div key={h.id}>
              <p>
                {t('sale.tillSession.drawer.handoverLine', {
                  from: h.from_email ?? '—',
                  to: h.to_email ?? '—',
                })}
              </p>
              <Row label={t('sale.tillSession.counted')} value={tl(h.counted_minor)} />
              <Row label={t('sale.tillSession.difference')} value={tl(h.difference_minor)} />
            </div>
          ))
        )}
      </Section>
    </>
  );
}

function FiguresSection({ report }: { report: TillSessionReport }) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  const { session } = report;
  return (
    <>
      <Section title={t('sale.tillSession.drawer.counts')}>
        <Row
          label={t('sale.tillSession.drawer.floatLine')}
          value={tl(session.float_minor)}
          testId="report-float"
        />
        <Row
          label={t('sale.tillSession.drawer.expectedCash')}
          value={tl(report.expected_cash_minor)}
          testId="report-expected"
        />
        {report.counted_minor !== null && (
          <Row
            label={t('sale.tillSession.counted')}
            value={tl(report.counted_minor)}
            testId="report-counted"
          />
        )}
        {report.difference_minor !== null && (
          <Row
            label={t('sale.tillSession.difference')}
            value={tl(report.difference_minor)}
            testId="report-difference"
          />
        )}
        {session.close_note && <p>{session.close_note}</p>}
        <CountLines title={t('sale.tillSession.drawer.floatCount')} count={session.float_count} />
        <CountLines title={t('sale.tillSession.drawer.closeCount')} count={session.counted_count} />
      </Section>
      <Section title={t('sale.tillSession.report.orders')}>
        <Row label={t('sale.tillSession.report.orders')} value={report.orders_count} testId="report-orders" />
        <p>{t('sale.tillSession.report.firstLast')}</p>
        <p className="text-right tabular-nums" data-testid="report-first-last">
          {report.first_order_number ?? '—'} / {report.last_order_number ?? '—'}
        </p>
      </Section>
    </>
  );
}

/** A count by denomination: "200 TL × 2   400,00 ₺", largest first; nothing for a plain total. */
function CountLines({ title, count }: { title: string; count: Record<string, number> | null }) {
  const { t } = useTranslation();
  const tl = useFormatTl();
  const lines = Object.entries(count ?? {})
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => Number(b) - Number(a));
  if (lines.length === 0) return null;
  return (
    <div className="mt-1">
      <p className="font-semibold">{title}</p>
      {lines.map(([denomination, quantity]) => (
        <Row
          key={denomination}
          label={`${t(`sale.tillSession.denominations.${denomination}`)} × ${quantity}`}
          value={tl(Number(denomination) * quantity)}
        />
      ))}
    </div>
  );
}
