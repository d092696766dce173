import type { ZReport } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { zReportCsv } from '../src/services/sales-report.service.js';

const totals = (net: number) => ({ sales_minor: 0, refunds_minor: 1250, net_minor: net });

function report(terminalNames: string[]): ZReport {
  return {
    business_day: '2026-11-27',
    gross_sales_minor: 0,
    refunds_minor: 1250,
    net_sales_minor: -1250,
    by_method: { card: totals(-1250), cash: totals(0) },
    by_vat_rate: [],
    vat_total_minor: 0,
    net_base_total_minor: 0,
    counts: { sales: 0, cancellations: 0, refunds: 1 },
    first_sale_at: null,
    last_sale_at: null,
    terminals: terminalNames.map((name, i) => ({ ...totals(-1250), terminal_key: `t${i}`, name })),
    collected_minor: 0,
    unreconciled_minor: 0,
  };
}

/** The CSV's cells, split back (no cell in these fixtures holds a ';' or a quote). */
const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .flatMap((row) => row.split(';'));

describe('Z report CSV (OWASP CSV injection)', () => {
  it('writes a text cell starting with = + - @ tab or CR as text, not as a formula', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const csv = zReportCsv(report(names), 'en', null);
    for (const name of names) {
      const quoted = `"'${name.replace(/"/g, '""')} – Gross sales"`;
      expect(csv).toContain(quoted);
    }
    // no cell, once unquoted, starts with a formula character
    const starts = cells(csv.replace(/"[^"]*(?:""[^"]*)*"/g, 'QUOTED')).map((c) => c[0]);
    expect(starts.filter((c) => c && '=+@\t\r'.includes(c))).toEqual([]);
  });

  it('leaves negative amounts as numeric cells', () => {
    const csv = zReportCsv(report(['Kasa 1']), 'tr', null);
    expect(cells(csv)).toContain('-12,50');
    expect(csv).not.toContain("'-12,50");
    expect(csv).toContain('Kasa 1 – Brüt satış');
  });
});
