import type { DiscountReport } from '@kiosk/contracts';
import { usePriceFormatter } from '@kiosk/ui';
import { BadgePercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How many promotions and deals the card lists (the largest first). */
const TOP = 5;

/** A small table: a name column, then right-aligned figures; `phoneHidden` columns only from sm up. */
function MiniTable({
  label,
  head,
  rows,
  empty,
  testId,
  phoneHidden = [],
}: {
  label: string;
  head: string[];
  rows: Array<{ key: string; cells: string[] }>;
  empty: string;
  testId: string;
  phoneHidden?: number[];
}) {
  const hide = (i: number) => (phoneHidden.includes(i) ? 'hidden sm:table-cell' : '');
  return (
    <div className="min-w-0" data-testid={testId}>
      <h3 className="mb-1 font-medium text-ink text-sm">{label}</h3>
      {rows.length === 0 ? (
        <p className="py-2 text-ink-muted text-sm">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead>
              <tr className="border-line border-b text-ink-muted">
                {head.map((h, i) => (
                  <th
                    key={h}
                    className={`py-1.5 font-medium ${i === 0 ? 'text-left' : 'pl-3 text-right'} ${hide(i)}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-line border-b last:border-0">
                  {r.cells.map((c, i) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      key={i}
                      className={`py-1.5 ${i === 0 ? 'pr-3 text-left' : 'whitespace-nowrap pl-3 text-right'} ${hide(i)}`}
                    >
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Total({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <p className="text-ink-muted text-xs">{label}</p>
      <p
        className={`tabular-nums ${strong ? 'font-bold text-ink text-xl' : 'font-semibold text-ink text-lg'}`}
        data-testid={testId}
      >
        {value}
      </p>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className="mt-3 rounded-2xl border border-line bg-white p-4 shadow-card"
      aria-labelledby="discounts-title"
      data-testid="sales-discounts"
    >
      <h3 id="discounts-title" className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <span className="grid size-8 place-items-center rounded-lg bg-primary-50 text-primary-700">
          <BadgePercent className="size-4" aria-hidden="true" />
        </span>
        {t('reports.discounts.title')}
      </h3>
      {children}
    </section>
  );
}

/** "İndirimler ve menüler": gross, discounts, refunds and net; by channel; top promotions; manual discounts; deals. */
export function DiscountsCard({ report }: { report: DiscountReport | undefined }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  if (!report) return <Frame>{<p className="text-ink-muted text-sm">…</p>}</Frame>;
  const d = (key: string) => t(`reports.discounts.${key}`);
  return (
    <Frame>
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label={d('gross')} value={money(report.gross_minor)} testId="discounts-gross" />
        <Total label={d('discount')} value={money(report.discount_minor)} testId="discounts-discount" />
        <Total label={d('refunds')} value={money(report.refunds_minor)} testId="discounts-refunds" />
        <Total label={d('net')} value={money(report.net_minor)} testId="discounts-net" strong />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MiniTable
          label={d('byChannel')}
          testId="discounts-channels"
          phoneHidden={[2, 3, 4]}
          head={[d('channel'), d('orders'), d('grossShort'), d('discount'), d('refunds'), d('net')]}
          empty={d('empty')}
          rows={report.by_channel.map((c) => ({
            key: c.channel,
            cells: [
              d(`channels.${c.channel}`),
              String(c.orders),
              money(c.gross_minor),
              money(c.discount_minor),
              money(c.refunds_minor),
              money(c.net_minor),
            ],
          }))}
        />
        <MiniTable
          label={d('promotions')}
          testId="discounts-promotions"
          head={[d('promotion'), d('times'), d('discount')]}
          empty={d('noPromotions')}
          rows={report.promotions.slice(0, TOP).map((p) => ({
            key: p.id,
            cells: [p.name, String(p.times), money(p.discount_minor)],
          }))}
        />
        <MiniTable
          label={`${d('manual')}${report.manual.count > 0 ? ` · ${t('reports.discounts.manualSummary', { count: report.manual.count, amount: money(report.manual.discount_minor) })}` : ''}`}
          testId="discounts-manual"
          head={[d('reason'), d('count'), d('discount')]}
          empty={d('noManual')}
          rows={report.manual.by_reason.map((m) => ({
            key: m.reason,
            cells: [m.reason, String(m.count), money(m.discount_minor)],
          }))}
        />
        <MiniTable
          label={d('deals')}
          testId="discounts-deals"
          phoneHidden={[2, 3, 4]}
          head={[d('deal'), d('sold'), d('grossShort'), d('discount'), d('refunds'), d('net')]}
          empty={d('noDeals')}
          rows={report.deals.slice(0, TOP).map((m) => ({
            key: m.product_key,
            cells: [
              m.name,
              String(m.quantity),
              money(m.gross_minor),
              money(m.discount_minor),
              money(m.refunds_minor),
              money(m.net_minor),
            ],
          }))}
        />
      </div>
    </Frame>
  );
}
