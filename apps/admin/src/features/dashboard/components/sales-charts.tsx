import type { SalesDashboard } from '@kiosk/contracts';
import { usePriceFormatter } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLORS = ['#e11d48', '#0ea5e9', '#f59e0b', '#10b981', '#8b5cf6', '#64748b'];

function Panel({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-4 shadow-card" data-testid={testId}>
      <h3 className="mb-3 font-semibold text-ink text-sm">{title}</h3>
      <div className="h-64">{children}</div>
    </section>
  );
}

/**
 * One share chart: each slice's percent inside it, the names in the legend under it (labels
 * outside the slices were clipped at the chart's edge on narrow screens).
 */
function SharePie({
  data,
  colorOffset,
  money,
}: {
  data: Array<{ name: string; value: number }>;
  colorOffset: number;
  money: (value: unknown) => string;
}) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const shares = data.map((d) => ({ ...d, share: total > 0 ? Math.round((d.value * 100) / total) : 0 }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={shares} dataKey="value" nameKey="name" outerRadius="80%" isAnimationActive={false}>
          {shares.map((c, i) => (
            <Cell key={c.name} fill={COLORS[(i + colorOffset) % COLORS.length]} />
          ))}
          <LabelList
            dataKey="share"
            position="inside"
            fill="#fff"
            stroke="none"
            fontSize={12}
            fontWeight={600}
            formatter={(share: number) => (share >= 5 ? `${share}%` : '')}
          />
        </Pie>
        <Tooltip formatter={money} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** The dashboard's charts (recharts, loaded with this chunk only when the dashboard shows them). */
export function SalesCharts({ data }: { data: SalesDashboard }) {
  const { t } = useTranslation();
  const { formatAmount } = usePriceFormatter();
  const money = (minor: number) => formatAmount(minor, 'TL');
  // Money axes in the shared format (with ₺), on whole lira so the ticks stay short.
  const moneyTick = (minor: number) => money(Math.round(minor / 100) * 100);
  // Every hour of the day, so the line never jumps over hours without sales.
  const hours = data.by_hour.map((h) => ({
    hour: `${String(h.hour).padStart(2, '0')}:00`,
    current: h.gross_minor,
    previous: h.previous_gross_minor,
  }));
  const channels = data.by_channel.map((c) => ({
    name: t(`reports.dashboard.charts.${c.channel}`),
    value: c.gross_minor,
  }));
  const types = data.by_order_type.map((c) => ({
    name: t(`reports.dashboard.charts.${c.order_type === 'takeaway' ? 'takeaway' : 'eat_in'}`),
    value: c.gross_minor,
  }));
  const byAmount = [...data.top_products].sort((a, b) => b.gross_minor - a.gross_minor);
  const sources = data.by_source.map((s) => ({
    name: `${t(`reports.dashboard.charts.${s.channel}`)} · ${s.name}`,
    value: s.gross_minor,
  }));
  const tooltipMoney = (value: unknown) => money(Number(value));
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Panel title={t('reports.dashboard.charts.byHour')} testId="sales-chart-hours">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={hours}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
            <XAxis dataKey="hour" fontSize={11} />
            <YAxis fontSize={11} tickFormatter={moneyTick} width={84} />
            <Tooltip formatter={tooltipMoney} />
            <Legend />
            <Line
              type="linear"
              dataKey="current"
              name={t('reports.dashboard.charts.current')}
              stroke="#e11d48"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="linear"
              dataKey="previous"
              name={t('reports.dashboard.charts.lastWeek')}
              stroke="#94a3b8"
              strokeDasharray="4 4"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('reports.dashboard.charts.topQuantity')} testId="sales-chart-top-quantity">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.top_products} layout="vertical" margin={{ left: 8 }}>
            <XAxis type="number" fontSize={11} allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={120} fontSize={11} />
            <Tooltip />
            <Bar dataKey="quantity" fill="#e11d48" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('reports.dashboard.charts.topAmount')} testId="sales-chart-top-amount">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={byAmount} layout="vertical" margin={{ left: 8 }}>
            <XAxis type="number" fontSize={11} tickFormatter={moneyTick} tickCount={4} />
            <YAxis type="category" dataKey="name" width={120} fontSize={11} />
            <Tooltip formatter={tooltipMoney} />
            <Bar dataKey="gross_minor" fill="#0ea5e9" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
      <Panel
        title={`${t('reports.dashboard.charts.byChannel')} · ${t('reports.dashboard.charts.byOrderType')}`}
        testId="sales-chart-channels"
      >
        <div className="grid h-full grid-cols-2 gap-2">
          <SharePie data={channels} colorOffset={0} money={tooltipMoney} />
          <SharePie data={types} colorOffset={2} money={tooltipMoney} />
        </div>
      </Panel>
      <Panel title={t('reports.dashboard.charts.bySource')} testId="sales-chart-sources">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={sources} margin={{ left: 8 }}>
            <XAxis dataKey="name" fontSize={11} />
            <YAxis fontSize={11} tickFormatter={moneyTick} width={84} />
            <Tooltip formatter={tooltipMoney} />
            <Bar dataKey="value" fill="#10b981" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
    </div>
  );
}
