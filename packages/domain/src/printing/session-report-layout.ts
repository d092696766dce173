import { columnsLine, printedLira } from './slip-layout.js';
import type { PrintBlock } from './ticket-layout.js';
import { wrapText } from './ticket-layout.js';

/** What a session report job prints: a snapshot of the till's X or close report (contracts' TillSessionReport). */
export interface SessionReportInput {
  kind: 'X' | 'close';
  generated_at: string;
  session: {
    device_name: string | null;
    business_day: string;
    opened_at: string;
    closed_at: string | null;
    opened_by_email: string | null;
    closed_by_email: string | null;
    float_minor: number;
    close_note: string | null;
  };
  by_method: Array<{ method: 'card' | 'cash'; count: number; amount_minor: number }>;
  by_vat_rate: Array<{ vat_rate: number; gross_minor: number; vat_minor: number }>;
  refunds: { count: number; cash_minor: number; card_minor: number };
  /** Discounts given (issue 33); absent in a snapshot printed before they were reported. */
  discounts?: {
    orders: number;
    discount_minor: number;
    promotions: { count: number; discount_minor: number };
    manual: { count: number; discount_minor: number };
  };
  cash_in_minor: number;
  cash_out_minor: number;
  expected_cash_minor: number;
  counted_minor: number | null;
  difference_minor: number | null;
  orders_count: number;
  first_order_number: string | null;
  last_order_number: string | null;
}

/** An ISO instant as the outlet's local "DD.MM.YYYY HH:MM" (`timeZone`: IANA name). */
export function printedTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

const METHOD_NAMES = { card: 'Kart', cash: 'Nakit' } as const;

function rows(pairs: Array<[string, string]>, columns: number, bold = false): PrintBlock[] {
  return pairs.flatMap(([left, right]) =>
    columnsLine(left, right, columns).map((text): PrintBlock => ({ type: 'text', text, bold })),
  );
}

function heading(text: string): PrintBlock[] {
  return [{ type: 'rule' }, { type: 'text', text, bold: true }];
}

/** The discounts given: promotions and manual ones (orders they were given on), then the total. */
function discountBlocks(report: SessionReportInput, columns: number): PrintBlock[] {
  const d = report.discounts;
  if (!d) return [];
  return [
    ...heading('İNDİRİMLER'),
    ...rows(
      [
        ['İndirimli sipariş', String(d.orders)],
        [`Kampanya (${d.promotions.count} sipariş)`, printedLira(d.promotions.discount_minor)],
        [`Elle indirim (${d.manual.count} sipariş)`, printedLira(d.manual.discount_minor)],
      ],
      columns,
    ),
    ...rows([['Toplam indirim', printedLira(d.discount_minor)]], columns, true),
  ];
}

/**
 * The till session's report on paper (80 mm, Turkish): "X RAPORU" while the session is open (any
 * time, on request), "KASA KAPANIŞ RAPORU" when it closed; sales by method and by KDV rate,
 * refunds, cash movements, the drawer's expected cash and, once closed, the count and difference.
 */
export function sessionReportLayout(
  report: SessionReportInput,
  columns: number,
  timeZone: string,
): PrintBlock[] {
  const s = report.session;
  const title = report.kind === 'X' ? 'X RAPORU' : 'KASA KAPANIŞ RAPORU';
  const blocks: PrintBlock[] = [
    {
      type: 'text',
      text: title,
      size: Array.from(title).length * 2 <= columns ? 2 : 1,
      bold: true,
      align: 'center',
    },
    ...(report.kind === 'X'
      ? [{ type: 'text', text: 'Ara rapor - kasa açık', align: 'center' } as PrintBlock]
      : []),
    ...wrapText(`Kasa: ${s.device_name ?? '-'}`, columns).map((text): PrintBlock => ({ type: 'text', text })),
    ...rows(
      [
        ['İş günü', s.business_day.slice(0, 10).split('-').reverse().join('.')],
        ['Açılış', printedTime(s.opened_at, timeZone)],
        ...(s.closed_at ? [['Kapanış', printedTime(s.closed_at, timeZone)] as [string, string]] : []),
        ['Rapor', printedTime(report.generated_at, timeZone)],
        ['Açan', s.opened_by_email ?? '-'],
        ...(s.closed_by_email ? [['Kapatan', s.closed_by_email] as [string, string]] : []),
      ],
      columns,
    ),
    ...heading('SATIŞLAR'),
    ...rows(
      report.by_method.map((m): [string, string] => [
        `${METHOD_NAMES[m.method]} (${m.count})`,
        printedLira(m.amount_minor),
      ]),
      columns,
    ),
    ...rows(
      [['Toplam', printedLira(report.by_method.reduce((sum, m) => sum + m.amount_minor, 0))]],
      columns,
      true,
    ),
    ...rows(
      [
        ['Sipariş sayısı', String(report.orders_count)],
        ...(report.first_order_number
          ? [
              ['İlk / son', `${report.first_order_number} / ${report.last_order_number ?? '-'}`] as [
                string,
                string,
              ],
            ]
          : []),
      ],
      columns,
    ),
    ...heading('KDV'),
    ...rows(
      report.by_vat_rate.flatMap(
        (v): Array<[string, string]> => [
          [`%${v.vat_rate} KDV dahil tutar`, printedLira(v.gross_minor)],
          [`%${v.vat_rate} KDV`, printedLira(v.vat_minor)],
        ],
      ),
      columns,
    ),
    ...heading('İADELER'),
    ...rows(
      [
        ['İade sayısı', String(report.refunds.count)],
        ['Nakit iade', printedLira(report.refunds.cash_minor)],
        ['Kart iade', printedLira(report.refunds.card_minor)],
      ],
      columns,
    ),
    ...discountBlocks(report, columns),
    ...heading('KASA'),
    ...rows(
      [
        ['Açılış nakdi', printedLira(s.float_minor)],
        ['Kasaya giriş', printedLira(report.cash_in_minor)],
        ['Kasadan çıkış', printedLira(report.cash_out_minor)],
        ['Beklenen nakit', printedLira(report.expected_cash_minor)],
        ...(report.counted_minor !== null
          ? [['Sayılan nakit', printedLira(report.counted_minor)] as [string, string]]
          : []),
      ],
      columns,
    ),
  ];
  if (report.difference_minor !== null)
    blocks.push(...rows([['Fark', printedLira(report.difference_minor)]], columns, true));
  if (s.close_note)
    blocks.push(
      ...wrapText(`Not: ${s.close_note}`, columns).map((text): PrintBlock => ({ type: 'text', text })),
    );
  blocks.push({ type: 'rule' });
  return blocks;
}
