import type { ZReport } from '@kiosk/contracts';
import { useLanguage, usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { outletDateTime } from '../utils/report-format';
import { Card, type Cell, FigureList, FigureTable } from './figure-tables';
import { DiscountsCard } from './z-discounts';

/** How the report's figures are written: money, money that older reports lack, sales/refunds/net. */
function useFigureFormat() {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  // Absent in a report closed before refunds were split by KDV rate.
  const maybe = (minor: number | undefined) => (minor === undefined ? t('reports.z.none') : money(minor));
  const salesRefundsNet = (f: { sales_minor: number; refunds_minor: number; net_minor: number }): Cell[] => [
    { value: money(f.sales_minor) },
    { value: money(f.refunds_minor) },
    { value: money(f.net_minor), strong: true },
  ];
  return { money, maybe, salesRefundsNet };
}

/** The report's cards: summary, counts, by payment method, by KDV rate, by terminal, discounts and deals. */
export function ReportBody({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { money } = useFigureFormat();
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
      <SummaryCard report={report} />
      <CountsCard report={report} />
      <MethodCard report={report} />
      <VatCard report={report} />
      <TerminalsCard report={report} />
      <DiscountsCard report={report} />
      {report.unreconciled_minor !== 0 ? (
        <p className="text-amber-700 text-sm md:col-span-2">
          {t('reports.z.unreconciled', { amount: money(report.unreconciled_minor) })}
        </p>
      ) : null}
    </div>
  );
}

function SummaryCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { money, maybe } = useFigureFormat();
  return (
    <Card title={t('reports.z.summary')}>
      <FigureList
        rows={[
          {
            label: t('reports.z.gross'),
            value: money(report.gross_sales_minor),
            testId: 'z-gross',
            strong: true,
          },
          { label: t('reports.z.refunds'), value: money(report.refunds_minor), testId: 'z-refunds' },
          { label: t('reports.z.net'), value: money(report.net_sales_minor), testId: 'z-net', strong: true },
          { label: t('reports.z.grossVat'), value: money(report.vat_total_minor), testId: 'z-vat' },
          { label: t('reports.z.grossNetBase'), value: money(report.net_base_total_minor) },
          { label: t('reports.z.netVat'), value: maybe(report.net_vat_total_minor) },
          { label: t('reports.z.netNetBase'), value: maybe(report.net_net_base_total_minor) },
        ]}
      />
    </Card>
  );
}

function CountsCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const time = (iso: string | null) => (iso ? outletDateTime(iso, locale) : t('reports.z.none'));
  return (
    <Card title={t('reports.z.counts')}>
      <FigureList
        rows={[
          { label: t('reports.z.salesCount'), value: String(report.counts.sales), testId: 'z-count-sales' },
          { label: t('reports.z.cancellations'), value: String(report.counts.cancellations) },
          {
            label: t('reports.z.refundCount'),
            value: String(report.counts.refunds),
            testId: 'z-count-refunds',
          },
          { label: t('reports.z.firstSale'), value: time(report.first_sale_at) },
          { label: t('reports.z.lastSale'), value: time(report.last_sale_at) },
        ]}
      />
    </Card>
  );
}

function MethodCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { salesRefundsNet } = useFigureFormat();
  return (
    <Card title={t('reports.z.byMethod')}>
      <FigureTable
        head={[t('reports.z.method'), t('reports.z.sales'), t('reports.z.refunded'), t('reports.z.netShort')]}
        rows={(['card', 'cash'] as const).map((m) => ({
          key: m,
          testId: `z-method-${m}`,
          name: t(`reports.z.${m}`),
          cells: salesRefundsNet(report.by_method[m]),
        }))}
      />
    </Card>
  );
}

function VatCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { money, maybe } = useFigureFormat();
  return (
    <Card title={t('reports.z.byVat')}>
      <FigureTable
        head={[
          t('reports.z.vatRate'),
          t('reports.z.gross'),
          t('reports.z.refunded'),
          t('reports.z.net'),
          t('reports.z.netVat'),
          t('reports.z.netNetBase'),
        ]}
        rows={report.by_vat_rate.map((r) => ({
          key: String(r.vat_rate),
          testId: `z-vat-${r.vat_rate}`,
          name: t('reports.z.rate', { rate: r.vat_rate }),
          cells: [
            { value: money(r.gross_minor) },
            { value: maybe(r.refund_minor), testId: `z-vat-${r.vat_rate}-refund` },
            { value: maybe(r.net_minor), testId: `z-vat-${r.vat_rate}-net` },
            { value: maybe(r.net_vat_minor), testId: `z-vat-${r.vat_rate}-net-vat` },
            { value: maybe(r.net_net_base_minor) },
          ],
        }))}
        total={{
          name: t('reports.z.total'),
          cells: [
            { value: money(report.gross_sales_minor) },
            { value: money(report.refunds_minor) },
            { value: money(report.net_sales_minor) },
            { value: maybe(report.net_vat_total_minor), testId: 'z-net-vat' },
            { value: maybe(report.net_net_base_total_minor) },
          ],
        }}
      />
    </Card>
  );
}

function TerminalsCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { salesRefundsNet } = useFigureFormat();
  return (
    <Card title={t('reports.z.terminals')}>
      <FigureTable
        head={[
          t('reports.z.terminal'),
          t('reports.z.sales'),
          t('reports.z.refunded'),
          t('reports.z.netShort'),
        ]}
        rows={report.terminals.map((term) => ({
          key: term.terminal_key,
          name: term.terminal_key === '' ? t('reports.z.noTerminal') : term.name,
          cells: salesRefundsNet(term),
        }))}
      />
    </Card>
  );
}
