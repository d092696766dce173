import type { RangeReport, RangeReportQuery, SalesRangeQuery } from '@kiosk/contracts';
import type { SalesReportService } from '../sales-report.service.js';
import { dashboardTables } from './dashboard-tables.js';
import { rangeReportTables } from './range-report-tables.js';
import { tablesToXlsx, tableToCsv } from './table-export.js';
import { tablesToPdf } from './table-pdf.js';
import { zReportHeading, zReportTables } from './z-report-tables.js';

/** A file to download: its bytes, type and name. */
export interface ExportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** The reports as files: CSV, XLSX and (the Z report) PDF. */
export class ReportExportService {
  constructor(
    private readonly sales: SalesReportService,
    private readonly ranges: { report(query: RangeReportQuery): Promise<RangeReport> },
    private readonly options: { timeZone: string },
  ) {}

  /** The range report (the same query, the same 422s) as CSV or XLSX. */
  async rangeReport(query: RangeReportQuery, format: 'csv' | 'xlsx', lang: 'tr' | 'en'): Promise<ExportFile> {
    const report = await this.ranges.report(query);
    const base = `${lang === 'tr' ? 'donem-raporu' : 'range-report'}-${report.range.from}_${report.range.to}`;
    return this.file(rangeReportTables(report, lang), format, lang, base);
  }

  /** The sales dashboard's range (the same presets, the same 400s) as CSV or XLSX. */
  async dashboard(query: SalesRangeQuery, format: 'csv' | 'xlsx', lang: 'tr' | 'en'): Promise<ExportFile> {
    const data = await this.sales.dashboard(query);
    const base = `${lang === 'tr' ? 'kontrol-paneli' : 'dashboard'}-${data.range.from}_${data.range.to}`;
    return this.file(dashboardTables(data, lang), format, lang, base);
  }

  /** A day's Z report (the closed one when the day is closed) as CSV, XLSX or PDF. */
  async zReport(day: string, format: 'csv' | 'xlsx' | 'pdf', lang: 'tr' | 'en'): Promise<ExportFile> {
    const base = `${lang === 'tr' ? 'z-raporu' : 'z-report'}-${day}`;
    if (format === 'csv')
      return { body: await this.sales.csv(day, lang), contentType: CSV_TYPE, fileName: `${base}.csv` };
    const data = await this.sales.zReport(day);
    const tables = zReportTables(data, lang);
    const { timeZone } = this.options;
    if (format === 'xlsx')
      return {
        body: await tablesToXlsx(tables, { lang, timeZone }),
        contentType: XLSX_TYPE,
        fileName: `${base}.xlsx`,
      };
    const h = zReportHeading(lang);
    const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
    const printed = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone,
    }).format(new Date());
    const [y, m, d] = day.split('-');
    const lines = [
      data.closing ? `${h.zNumber}: ${data.closing.z_number}` : h.notClosed,
      `${h.day}: ${lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`}`,
      `${h.printed}: ${printed}`,
    ];
    const title = data.outlet_name ? `${h.title} · ${data.outlet_name}` : h.title;
    return {
      // The heading table's facts are the PDF's heading lines.
      body: await tablesToPdf({ title, lines, tables: tables.slice(1), lang, timeZone }),
      contentType: 'application/pdf',
      fileName: `${base}.pdf`,
    };
  }

  /** Tables as a CSV or XLSX file. */
  private async file(
    tables: Parameters<typeof tableToCsv>[0],
    format: 'csv' | 'xlsx',
    lang: 'tr' | 'en',
    base: string,
  ): Promise<ExportFile> {
    const { timeZone } = this.options;
    return format === 'csv'
      ? { body: tableToCsv(tables, { lang, timeZone }), contentType: CSV_TYPE, fileName: `${base}.csv` }
      : {
          body: await tablesToXlsx(tables, { lang, timeZone }),
          contentType: XLSX_TYPE,
          fileName: `${base}.xlsx`,
        };
  }
}
