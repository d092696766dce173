import type { RangeReport } from '@kiosk/contracts';
import { usePriceFormatter } from '@kiosk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section
      className="min-w-0 rounded-2xl border border-line bg-white p-3 shadow-card sm:p-4"
      data-testid={testId}
    >
      <h3 className="mb-3 font-semibold text-ink text-sm">{title}</h3>
      <div className="h-64">{children}</div>
    </section>
  );
}

interface Point {
  name: string;
  current: number;
  previous: number;
}

/** Bars of this period beside the previous one; the amount axis in TL (whole lira, short ticks). */
function CompareBars({ data, money }: { data: Point[]; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const tick = (minor: number) => money(Math.round(minor / 100) * 100);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ left: 0, right: 4 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" vertical={false} />
        <XAxis dataKey="name" fontSize={11} interval="preserveStartEnd" minTickGap={4} />
        <YAxis fontSize={11} tickFormatter={tick} width={76} tickCount={5} />
        <Tooltip formatter={(value: unknown) => money(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="current"
          name={t('reports.period.charts.current')}
          fill="#e11d48"
          isAnimationActive={false}
        />
        <Bar
          dataKey="previous"
          name={t('reports.period.charts.previous')}
          fill="#94a3b8"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The range report's charts (recharts, loaded with this chunk only when a report is shown). */
export function RangeCharts({ report }: { report: RangeReport }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  const hours = report.by_hour.map((h) => ({
    name: String(h.hour).padStart(2, '0'),
    current: h.gross_minor,
    previous: h.previous_gross_minor,
  }));
  const weekdays = report.by_weekday.map((w) => ({
    name: t(`reports.period.weekdays.${w.weekday}`),
    current: w.gross_minor,
    previous: w.previous_gross_minor,
  }));
  const channels = report.by_channel.map((c) => ({
    name: t(`reports.period.channels.${c.channel}`),
    current: c.gross_minor,
    previous: c.previous_gross_minor,
  }));
  const methods = report.by_payment_method.map((m) => ({
    name: t(`reports.period.methods.${m.method}`, { defaultValue: m.method }),
    current: m.amount_minor,
    previous: m.previous_amount_minor,
  }));
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Panel title={t('reports.period.charts.byHour')} testId="range-chart-hours">
        <CompareBars data={hours} money={money} />
      </Panel>
      <Panel title={t('reports.period.charts.byWeekday')} testId="range-chart-weekdays">
        <CompareBars data={weekdays} money={money} />
      </Panel>
      <Panel title={t('reports.period.charts.byChannel')} testId="range-chart-channels">
        <CompareBars data={channels} money={money} />
      </Panel>
      <Panel title={t('reports.period.charts.byMethod')} testId="range-chart-methods">
        <CompareBars data={methods} money={money} />
      </Panel>
    </div>
  );
}
