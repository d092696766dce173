import { ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { ZReport } from '@kiosk/contracts';
import { Button, Dialog, PageHeader, useDocumentTitle, useLanguage, usePriceFormatter } from '@kiosk/ui';
import { Download, Lock, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCloseDay } from '../api/close-day';
import { downloadZReportCsv } from '../api/download-z-report-csv';
import { useZReport } from '../api/get-z-report';
import { outletToday } from '../utils/today';

// A4 print: only the report, no shell around it.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body * { visibility: hidden; }
  #z-report, #z-report * { visibility: visible; }
  #z-report { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .z-no-print { display: none !important; }
}`;

/** A figure of a table: its text, optionally bold or named for the browser tests. */
interface Cell {
  value: string;
  testId?: string | undefined;
  strong?: boolean;
}

/** Label and figure, one a row (the summary and the counts). */
function FigureList({ rows }: { rows: Array<Cell & { label: string }> }) {
  return (
    <table className="w-full text-sm">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-line border-b last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink-muted">
              {row.label}
            </th>
            <td
              className={`py-1.5 text-right tabular-nums ${row.strong ? 'font-semibold text-ink' : 'text-ink'}`}
              data-testid={row.testId}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A table of figures: a name in the first column, amounts right-aligned in the others; `total`,
 * when given, is a bold last row (by method, by KDV rate, by terminal).
 */
function FigureTable({
  head,
  rows,
  total,
}: {
  head: string[];
  rows: Array<{ key: string; testId?: string; name: string; cells: Cell[] }>;
  total?: { name: string; cells: Cell[] };
}) {
  // On a phone each row is a block: its name, then one line a figure with the column's name.
  const cells = (list: Cell[]) =>
    list.map((cell, index) => (
      <td
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
        key={index}
        className={`flex justify-between gap-4 py-0.5 text-right sm:table-cell sm:py-1.5 print:table-cell print:py-1.5 ${cell.strong ? 'font-semibold' : ''}`}
        data-testid={cell.testId}
      >
        <span className="font-normal text-ink-muted sm:hidden print:hidden" aria-hidden="true">
          {head[index + 1]}
        </span>
        {cell.value}
      </td>
    ));
  const row = 'block py-1.5 sm:table-row sm:py-0 print:table-row print:py-0';
  const name =
    'block py-0.5 font-medium sm:table-cell sm:py-1.5 sm:font-normal print:table-cell print:py-1.5';
  return (
    <table className="block w-full text-sm tabular-nums sm:table print:table">
      <thead className="hidden sm:table-header-group print:table-header-group">
        <tr className="border-line border-b text-ink-muted">
          {head.map((label, index) => (
            <th key={label} className={`py-1.5 font-medium ${index === 0 ? 'text-left' : 'text-right'}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group print:table-row-group">
        {rows.map((r) => (
          <tr
            key={r.key}
            className={`${row} border-line border-b ${total ? '' : 'last:border-0'}`}
            data-testid={r.testId}
          >
            <td className={name}>{r.name}</td>
            {cells(r.cells)}
          </tr>
        ))}
        {total ? (
          <tr className={`${row} font-semibold`}>
            <td className={`${name} font-semibold sm:font-semibold`}>{total.name}</td>
            {cells(total.cells)}
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 break-inside-avoid rounded-2xl border border-line bg-white p-4 shadow-card print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <h2 className="mb-2 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function ReportBody({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  // Absent in a report closed before refunds were split by KDV rate.
  const maybe = (minor: number | undefined) => (minor === undefined ? t('reports.z.none') : money(minor));
  const salesRefundsNet = (f: { sales_minor: number; refunds_minor: number; net_minor: number }): Cell[] => [
    { value: money(f.sales_minor) },
    { value: money(f.refunds_minor) },
    { value: money(f.net_minor), strong: true },
  ];
  const time = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          timeStyle: 'short',
          dateStyle: 'short',
          timeZone: 'Europe/Istanbul',
        }).format(new Date(iso))
      : t('reports.z.none');
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
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
            {
              label: t('reports.z.net'),
              value: money(report.net_sales_minor),
              testId: 'z-net',
              strong: true,
            },
            { label: t('reports.z.grossVat'), value: money(report.vat_total_minor), testId: 'z-vat' },
            { label: t('reports.z.grossNetBase'), value: money(report.net_base_total_minor) },
            { label: t('reports.z.netVat'), value: maybe(report.net_vat_total_minor) },
            { label: t('reports.z.netNetBase'), value: maybe(report.net_net_base_total_minor) },
          ]}
        />
      </Card>
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
      <Card title={t('reports.z.byMethod')}>
        <FigureTable
          head={[
            t('reports.z.method'),
            t('reports.z.sales'),
            t('reports.z.refunded'),
            t('reports.z.netShort'),
          ]}
          rows={(['card', 'cash'] as const).map((m) => ({
            key: m,
            testId: `z-method-${m}`,
            name: t(`reports.z.${m}`),
            cells: salesRefundsNet(report.by_method[m]),
          }))}
        />
      </Card>
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
      {report.unreconciled_minor !== 0 ? (
        <p className="text-amber-700 text-sm md:col-span-2">
          {t('reports.z.unreconciled', { amount: money(report.unreconciled_minor) })}
        </p>
      ) : null}
    </div>
  );
}

/** /reports: a business day's end-of-day (Z) report, print (A4), CSV, close the day. */
export function ZReportPage() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const { formatAmount } = usePriceFormatter();
  useDocumentTitle(t('reports.z.title'), t('common.appName.admin'));
  const [day, setDay] = useState(() => outletToday());
  const [confirming, setConfirming] = useState(false);
  const query = useZReport(day);
  const close = useCloseDay();
  const closing = query.data?.closing;
  // The printout says when it was printed: stamped as the browser starts printing.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stampNow = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stampNow);
    return () => window.removeEventListener('beforeprint', stampNow);
  }, []);
  const stamp = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(iso));
  const dayText = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const closeError = close.error as { status?: number } | null;
  return (
    <div className="mx-auto max-w-6xl" id="z-report">
      <style>{PRINT_CSS}</style>
      <PageHeader title={t('reports.z.title')} description={t('reports.z.description')} />
      <div className="z-no-print mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-ink-muted">{t('reports.z.day')}</span>
          <input
            type="date"
            data-testid="z-day"
            className="rounded-lg border border-line bg-white px-3 py-2"
            value={day}
            max={outletToday()}
            onChange={(e) => {
              close.reset();
              setDay(e.target.value);
            }}
          />
        </label>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t('reports.z.print')}
        </Button>
        <Button
          variant="outline"
          data-testid="z-csv"
          onClick={() => void downloadZReportCsv(day, language === 'en' ? 'en' : 'tr')}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('reports.z.csv')}
        </Button>
        {query.data && !closing ? (
          <Button data-testid="z-close" onClick={() => setConfirming(true)}>
            <Lock className="size-4" aria-hidden="true" />
            {t('reports.z.closeDay')}
          </Button>
        ) : null}
      </div>
      <div className="mb-3 hidden text-sm print:block" data-testid="z-print-header">
        {query.data?.outlet_name ? <p className="font-semibold text-base">{query.data.outlet_name}</p> : null}
        <p className="font-semibold">
          {`${t('reports.z.day')}: ${dayText} · ${
            closing ? t('reports.z.zNumber', { number: closing.z_number }) : t('reports.z.notClosed')
          }`}
        </p>
        <p>{t('reports.z.printedAt', { at: stamp(printedAt.toISOString()) })}</p>
      </div>
      {closing ? (
        <div
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-800 text-sm"
          data-testid="z-closed"
        >
          {t('reports.z.closed', { at: stamp(closing.closed_at), by: closing.closed_by ?? '' })}
        </div>
      ) : null}
      {closing?.changed_at ? (
        <div
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-800 text-sm"
          data-testid="z-changed"
          role="status"
        >
          {t('reports.z.changed', {
            at: stamp(closing.changed_at),
            net: closing.current ? formatAmount(closing.current.net_sales_minor, 'TL') : '—',
          })}
        </div>
      ) : null}
      {closeError ? (
        <p className="mb-4 text-red-700 text-sm" role="alert">
          {closeError.status === 409 ? t('reports.z.alreadyClosed') : t('reports.z.closeError')}
        </p>
      ) : null}
      {query.isError ? (
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <ErrorPanel
            message={t('reports.z.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : query.data ? (
        <ReportBody report={query.data.report} />
      ) : (
        <LoadingPanel />
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reports.z.closeTitle')}
        description={t('reports.z.closeBody', { day: dayText })}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('reports.z.cancel')}
            </Button>
            <Button
              data-testid="z-close-confirm"
              disabled={close.isPending}
              onClick={() => {
                close.mutate(day, { onSettled: () => setConfirming(false) });
              }}
            >
              {t('reports.z.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
