import type { ZReport } from '@kiosk/contracts';
import { usePriceFormatter } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, FigureList, FigureTable } from './figure-tables';

type Discounts = NonNullable<ZReport['discounts']>;

/** A sub-table's title (or its empty text) inside the card. */
function Part({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <div className="mt-3 min-w-0">
      <h3 className="mb-1 font-medium text-ink text-sm">{title}</h3>
      {empty ? <p className="text-ink-muted text-sm">{empty}</p> : children}
    </div>
  );
}

function Promotions({ report }: { report: Discounts }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const d = (key: string) => t(`reports.discounts.${key}`);
  return (
    <>
      <Part title={d('promotions')} empty={report.promotions.length === 0 ? d('noPromotions') : null}>
        <FigureTable
          head={[d('promotion'), d('times'), d('discount')]}
          rows={report.promotions.map((p) => ({
            key: p.id,
            testId: `z-promotion-${p.id}`,
            name: p.name,
            cells: [{ value: String(p.times) }, { value: formatAmount(p.discount_minor, 'TL') }],
          }))}
        />
      </Part>
      <Part title={d('manual')} empty={report.manual.count === 0 ? d('noManual') : null}>
        <FigureTable
          head={[d('reason'), d('count'), d('discount')]}
          rows={report.manual.by_reason.map((m) => ({
            key: m.reason,
            name: m.reason,
            cells: [{ value: String(m.count) }, { value: formatAmount(m.discount_minor, 'TL') }],
          }))}
          total={{
            name: t('reports.z.total'),
            cells: [
              { value: String(report.manual.count) },
              { value: formatAmount(report.manual.discount_minor, 'TL'), testId: 'z-manual-total' },
            ],
          }}
        />
      </Part>
    </>
  );
}

/** "İndirimler ve menüler" of the Z report: gross to net, by channel, promotions, manual discounts, deals. */
export function DiscountsCard({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const d = (key: string) => t(`reports.discounts.${key}`);
  const discounts = report.discounts;
  if (!discounts)
    return (
      <Card title={d('title')}>
        <p className="text-ink-muted text-sm">{d('notInClosed')}</p>
      </Card>
    );
  const figures = (f: {
    gross_minor: number;
    discount_minor: number;
    refunds_minor: number;
    net_minor: number;
  }) => [
    { value: money(f.gross_minor) },
    { value: money(f.discount_minor) },
    { value: money(f.refunds_minor) },
    { value: money(f.net_minor), strong: true },
  ];
  const head = (first: string) => [first, d('gross'), d('discount'), d('refunds'), d('net')];
  return (
    <div className="md:col-span-2 print:col-span-2" data-testid="z-discounts">
      <Card title={d('title')}>
        <FigureList
          rows={[
            { label: d('gross'), value: money(discounts.gross_minor), testId: 'z-discounts-gross' },
            { label: d('discount'), value: money(discounts.discount_minor), testId: 'z-discounts-discount' },
            { label: d('refunds'), value: money(discounts.refunds_minor) },
            { label: d('net'), value: money(discounts.net_minor), testId: 'z-discounts-net', strong: true },
          ]}
        />
        <Part title={d('byChannel')} empty={discounts.by_channel.length === 0 ? d('empty') : null}>
          <FigureTable
            head={head(d('channel'))}
            rows={discounts.by_channel.map((c) => ({
              key: c.channel,
              testId: `z-channel-${c.channel}`,
              name: `${d(`channels.${c.channel}`)} (${c.orders})`,
              cells: figures(c),
            }))}
          />
        </Part>
        <Promotions report={discounts} />
        <Part title={d('deals')} empty={discounts.deals.length === 0 ? d('noDeals') : null}>
          <FigureTable
            head={head(d('deal'))}
            rows={discounts.deals.map((m) => ({
              key: m.product_key,
              testId: `z-deal-${m.product_key}`,
              name: `${m.name} × ${m.quantity}`,
              cells: figures(m),
            }))}
          />
        </Part>
      </Card>
    </div>
  );
}
