import type { SalesDashboard, ZReport, ZReportResponse } from '@kiosk/contracts';
import {
  buildZReport,
  type DayRows,
  type ZReport as DomainZReport,
  type RangePreset,
  reportRange,
  salesSummary,
  writeCsv,
} from '@kiosk/domain';
import { errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { SalesReportRepository } from '../repositories/sales-report.repository.js';
import type { SuggestionRepository } from '../repositories/suggestion.repository.js';
import type { TillSessionReportRepository } from '../repositories/till-session-report.repository.js';
import { discountCsvRows, discountReportOut } from './discount-report.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function summaryOut(rows: DayRows) {
  const s = salesSummary(rows);
  return {
    gross_sales_minor: s.grossSalesMinor,
    orders: s.orders,
    average_ticket_minor: s.averageTicketMinor,
    card_minor: s.cardMinor,
    cash_minor: s.cashMinor,
    refunds_minor: s.refundsMinor,
  };
}

/** The sales dashboard, the end-of-day (Z) report, closing a day and the report's CSV. */
export class SalesReportService {
  private readonly repo: SalesReportRepository;
  private readonly suggestions: SuggestionRepository;

  private readonly tillSessions: TillSessionReportRepository;

  constructor(repos: Repositories) {
    this.repo = repos.salesReport;
    this.suggestions = repos.suggestion;
    this.tillSessions = repos.tillSessionReport;
  }

  /** The day's till sessions and their differences (the Z report links them). */
  private async daySessions(day: string) {
    const rows = await this.tillSessions.daySessions(day);
    const n = (v: unknown) => (v === null ? null : Number(v));
    return rows.map((r) => ({
      id: r.id,
      pos_device_id: r.pos_device_id,
      device_name: r.device_name,
      status: r.status,
      expected_minor: n(r.expected_minor),
      counted_minor: n(r.counted_minor),
      difference_minor: n(r.difference_minor),
    }));
  }

  async dashboard(query: {
    preset: RangePreset;
    from?: string | undefined;
    to?: string | undefined;
  }): Promise<SalesDashboard> {
    const today = await this.repo.today();
    const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
    const { range, previous } = reportRange(query.preset, today, custom);
    const [rows, before, live, suggestions, discounts] = await Promise.all([
      this.repo.rows(range.from, range.to),
      this.repo.rows(previous.from, previous.to),
      this.repo.liveCounts(today),
      this.suggestions.takeRate(range.from, range.to),
      this.repo.discountRows(range.from, range.to),
    ]);
    const names = await this.repo.names([...new Set(rows.sales.map((r) => r.sourceKey))]);
    const byHour = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      gross_minor: sum(rows.sales.filter((r) => r.hour === hour).map((r) => r.grossMinor)),
      previous_gross_minor: sum(before.sales.filter((r) => r.hour === hour).map((r) => r.grossMinor)),
      orders: sum(rows.sales.filter((r) => r.hour === hour).map((r) => r.orders)),
    }));
    const products = new Map<
      string,
      { product_key: string; name: string; quantity: number; gross_minor: number }
    >();
    for (const line of rows.lines) {
      const p = products.get(line.productKey) ?? {
        product_key: line.productKey,
        name: line.productName,
        quantity: 0,
        gross_minor: 0,
      };
      p.quantity += line.quantity;
      p.gross_minor += line.grossMinor;
      products.set(line.productKey, p);
    }
    const group = <K extends string>(key: (r: DayRows['sales'][number]) => K) => {
      const out = new Map<K, { orders: number; gross_minor: number }>();
      for (const r of rows.sales) {
        const g = out.get(key(r)) ?? { orders: 0, gross_minor: 0 };
        g.orders += r.orders;
        g.gross_minor += r.grossMinor;
        out.set(key(r), g);
      }
      return out;
    };
    const channels = group((r) => r.channel);
    const types = group((r) => r.orderType);
    const sources = group((r) => `${r.channel}|${r.sourceKey}`);
    return {
      range,
      previous,
      summary: summaryOut(rows),
      previous_summary: summaryOut(before),
      live: { open_orders: live.open, in_kitchen: live.inKitchen },
      by_hour: byHour,
      top_products: [...products.values()]
        .sort((a, b) => b.quantity - a.quantity || b.gross_minor - a.gross_minor)
        .slice(0, 10),
      by_channel: (['kiosk', 'till'] as const).map((channel) => ({
        channel,
        orders: channels.get(channel)?.orders ?? 0,
        gross_minor: channels.get(channel)?.gross_minor ?? 0,
      })),
      by_order_type: ['eat_in', 'takeaway'].map((order_type) => ({
        order_type,
        orders: types.get(order_type as 'eat_in')?.orders ?? 0,
        gross_minor: types.get(order_type as 'eat_in')?.gross_minor ?? 0,
      })),
      by_source: [...sources.entries()]
        .map(([key, g]) => {
          const [channel, sourceKey = ''] = key.split('|') as ['kiosk' | 'till', string];
          return { channel, source_key: sourceKey, name: names.get(sourceKey) ?? sourceKey, ...g };
        })
        .sort((a, b) => b.gross_minor - a.gross_minor),
      suggestions: { shown_orders: suggestions.shown, accepted_orders: suggestions.accepted },
      discounts: discountReportOut(discounts),
    };
  }

  /** The live Z report of a business day (from the aggregates). */
  async liveReport(day: string): Promise<ZReport> {
    const [rows, facts, discounts] = await Promise.all([
      this.repo.rows(day, day),
      this.repo.dayFacts(day),
      this.repo.discountRows(day, day),
    ]);
    const report: DomainZReport = buildZReport(rows, {
      cancellations: facts.cancellations,
      refunds: facts.refunds,
    });
    const names = await this.repo.names(report.terminals.map((t) => t.terminalKey));
    return {
      business_day: day,
      gross_sales_minor: report.grossSalesMinor,
      refunds_minor: report.refundsMinor,
      net_sales_minor: report.netSalesMinor,
      by_method: {
        card: money(report.byMethod.card),
        cash: money(report.byMethod.cash),
      },
      by_vat_rate: report.byVatRate.map((r) => ({
        vat_rate: r.vatRate,
        gross_minor: r.grossMinor,
        vat_minor: r.vatMinor,
        net_base_minor: r.netBaseMinor,
        refund_minor: r.refundMinor,
        net_minor: r.netMinor,
        net_vat_minor: r.netVatMinor,
        net_net_base_minor: r.netNetBaseMinor,
      })),
      vat_total_minor: report.vatTotalMinor,
      net_base_total_minor: report.netBaseTotalMinor,
      net_vat_total_minor: report.netVatTotalMinor,
      net_net_base_total_minor: report.netNetBaseTotalMinor,
      counts: report.counts,
      first_sale_at: facts.first?.toISOString() ?? null,
      last_sale_at: facts.last?.toISOString() ?? null,
      terminals: report.terminals.map((t) => ({
        terminal_key: t.terminalKey,
        name: t.terminalKey === '' ? '' : (names.get(t.terminalKey) ?? t.terminalKey),
        ...money(t),
      })),
      collected_minor: report.collectedMinor,
      unreconciled_minor: report.unreconciledMinor,
      discounts: discountReportOut(discounts),
    };
  }

  /** A day's report: the closed one (with the live one when it changed since) or the live one. */
  async zReport(day: string): Promise<ZReportResponse> {
    const [live, closing, outletName, tillSessions] = await Promise.all([
      this.liveReport(day),
      this.repo.closing(day),
      this.repo.outletName(),
      this.daySessions(day),
    ]);
    if (!closing)
      return { outlet_name: outletName, report: live, closing: null, till_sessions: tillSessions };
    const closed = closing.report as ZReport;
    // jsonb keeps its own key order: compare with the keys sorted. A day closed before the
    // discounts section was added is compared without it.
    const comparable = closed.discounts ? live : { ...live, discounts: undefined };
    const changed = canonical(closed) !== canonical(comparable);
    return {
      outlet_name: outletName,
      report: closed,
      closing: {
        z_number: closing.z_number,
        closed_at: closing.closed_at.toISOString(),
        closed_by: closing.closed_by,
        changed_at: closing.changed_at?.toISOString() ?? null,
        current: changed ? live : null,
      },
      till_sessions: tillSessions,
    };
  }

  /** Closes a day: records its report as it is now (409 when it was closed already). */
  async closeDay(day: string, userId: string | null): Promise<ZReportResponse> {
    const today = await this.repo.today();
    if (day > today)
      throw errors.badRequest('day: a day in the future cannot be closed', [
        { field: 'day', message: 'in the future' },
      ]);
    const report = await this.liveReport(day);
    if (!(await this.repo.close(day, report, userId)))
      throw errors.conflict('day: this business day is closed already');
    return this.zReport(day);
  }

  /** The report as CSV for the accountant: UTF-8 with BOM, ';' separated, Turkish number format. */
  async csv(day: string, lang: 'tr' | 'en'): Promise<string> {
    const { report, closing } = await this.zReport(day);
    return zReportCsv(report, lang, closing?.closed_at ?? null);
  }
}

/** JSON with object keys sorted (the same for equal values whatever their key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function money(t: { salesMinor: number; refundsMinor: number; netMinor: number }) {
  return { sales_minor: t.salesMinor, refunds_minor: t.refundsMinor, net_minor: t.netMinor };
}

const CSV_TEXT = {
  tr: {
    day: 'İş günü',
    closed: 'Kapanış',
    gross: 'Brüt satış',
    refunds: 'İadeler',
    net: 'Net satış',
    card: 'Kart',
    cash: 'Nakit',
    vat: 'KDV',
    vatRate: 'KDV %{rate}',
    base: 'Matrah',
    sales: 'Satış sayısı',
    cancellations: 'İptal sayısı',
    refundCount: 'İade sayısı',
    first: 'İlk satış',
    last: 'Son satış',
    terminal: 'Terminal',
    cashDesk: 'Nakit (terminalsiz)',
    section: 'Bölüm',
    name: 'Kalem',
    amount: 'Tutar (TL)',
    vatAmount: 'KDV (TL)',
    baseAmount: 'Matrah (TL)',
    summary: 'Özet',
    method: 'Ödeme tipi',
    kdv: 'KDV oranı',
    counts: 'Adetler',
    times: 'Saatler',
  },
  en: {
    day: 'Business day',
    closed: 'Closed',
    gross: 'Gross sales',
    refunds: 'Refunds',
    net: 'Net sales',
    card: 'Card',
    cash: 'Cash',
    vat: 'VAT',
    vatRate: 'VAT {rate}%',
    base: 'Net base',
    sales: 'Sales',
    cancellations: 'Cancellations',
    refundCount: 'Refunds',
    first: 'First sale',
    last: 'Last sale',
    terminal: 'Terminal',
    cashDesk: 'Cash (no terminal)',
    section: 'Section',
    name: 'Item',
    amount: 'Amount (TRY)',
    vatAmount: 'VAT (TRY)',
    baseAmount: 'Net base (TRY)',
    summary: 'Summary',
    method: 'Payment method',
    kdv: 'VAT rate',
    counts: 'Counts',
    times: 'Times',
  },
} as const;

/** 1234567 kuruş → "12.345,67" (tr) or "12,345.67" (en). */
function csvAmount(minor: number, lang: 'tr' | 'en'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'tr' ? '.' : ',');
  return `${sign}${whole}${lang === 'tr' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

function csvTime(iso: string | null, lang: 'tr' | 'en'): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: process.env.OUTLET_TIME_ZONE || 'Europe/Istanbul',
  }).format(new Date(iso));
}

function csvDay(day: string, lang: 'tr' | 'en'): string {
  const [y, m, d] = day.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

export function zReportCsv(report: ZReport, lang: 'tr' | 'en', closedAt: string | null): string {
  const t = CSV_TEXT[lang];
  const a = (minor: number) => csvAmount(minor, lang);
  const rows: string[][] = [
    [t.section, t.name, t.amount, t.vatAmount, t.baseAmount],
    [t.summary, t.day, csvDay(report.business_day, lang), '', ''],
    [t.summary, t.closed, csvTime(closedAt, lang), '', ''],
    [
      t.summary,
      t.gross,
      a(report.gross_sales_minor),
      a(report.vat_total_minor),
      a(report.net_base_total_minor),
    ],
    [t.summary, t.refunds, a(report.refunds_minor), '', ''],
    [
      t.summary,
      t.net,
      a(report.net_sales_minor),
      report.net_vat_total_minor === undefined ? '' : a(report.net_vat_total_minor),
      report.net_net_base_total_minor === undefined ? '' : a(report.net_net_base_total_minor),
    ],
    ...(['card', 'cash'] as const).flatMap((m) => [
      [t.method, `${t[m]} – ${t.gross}`, a(report.by_method[m].sales_minor), '', ''],
      [t.method, `${t[m]} – ${t.refunds}`, a(report.by_method[m].refunds_minor), '', ''],
      [t.method, `${t[m]} – ${t.net}`, a(report.by_method[m].net_minor), '', ''],
    ]),
    ...report.by_vat_rate.flatMap((r) => {
      const rate = t.vatRate.replace('{rate}', String(r.vat_rate));
      const rows = [[t.kdv, rate, a(r.gross_minor), a(r.vat_minor), a(r.net_base_minor)]];
      // Refunds at this rate and the net (gross - refunds) with its KDV and matrah.
      if (r.refund_minor !== undefined && r.net_minor !== undefined)
        rows.push(
          [t.kdv, `${rate} – ${t.refunds}`, a(r.refund_minor), '', ''],
          [
            t.kdv,
            `${rate} – ${t.net}`,
            a(r.net_minor),
            a(r.net_vat_minor ?? 0),
            a(r.net_net_base_minor ?? 0),
          ],
        );
      return rows;
    }),
    [t.counts, t.sales, String(report.counts.sales), '', ''],
    [t.counts, t.cancellations, String(report.counts.cancellations), '', ''],
    [t.counts, t.refundCount, String(report.counts.refunds), '', ''],
    [t.times, t.first, csvTime(report.first_sale_at, lang), '', ''],
    [t.times, t.last, csvTime(report.last_sale_at, lang), '', ''],
    ...discountCsvRows(report.discounts, lang, a),
    ...report.terminals.flatMap((term) => {
      const name = term.terminal_key === '' ? t.cashDesk : term.name;
      return [
        [t.terminal, `${name} – ${t.gross}`, a(term.sales_minor), '', ''],
        [t.terminal, `${name} – ${t.refunds}`, a(term.refunds_minor), '', ''],
        [t.terminal, `${name} – ${t.net}`, a(term.net_minor), '', ''],
      ];
    }),
  ];
  return writeCsv(rows);
}
