import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ExportColumn, ExportTable } from './table-export.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans (from npm): every Turkish letter (ğ ş ı İ ç ö ü), embedded as a subset. */
const fontDir = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
const FONT = `${fontDir}DejaVuSansCondensed.ttf`;
const FONT_BOLD = `${fontDir}DejaVuSansCondensed-Bold.ttf`;

const MARGIN = 36;
const ROW_PAD = 3;
const FONT_SIZE = 8;

interface PdfDocumentSpec {
  /** The big first line (e.g. "Z raporu · Demo Büfe"). */
  title: string;
  /** Lines under the title (Z number, day, print time). */
  lines: string[];
  tables: readonly ExportTable[];
  lang: 'tr' | 'en';
  timeZone: string;
}

function cellText(value: string | number | null | undefined, c: ExportColumn, spec: PdfDocumentSpec) {
  if (value === null || value === undefined || value === '') return '';
  const locale = spec.lang === 'tr' ? 'tr-TR' : 'en-GB';
  const n = Number(value);
  switch (c.kind) {
    case 'text':
      return String(value);
    case 'money':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        Math.round(n) / 100,
      );
    case 'integer':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
    case 'decimal':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
    case 'date': {
      const [y, m, d] = String(value).slice(0, 10).split('-');
      return spec.lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
    }
    case 'datetime':
      return new Intl.DateTimeFormat(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: spec.timeZone,
      }).format(new Date(String(value)));
  }
}

/** Column widths over the page: a text column twice a number column. */
function widths(columns: readonly ExportColumn[], total: number): number[] {
  const weights = columns.map((c) => (c.kind === 'text' ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total * w) / sum);
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: string[],
  columns: readonly ExportColumn[],
  colWidths: number[],
  bold: boolean,
) {
  doc.font(bold ? 'bold' : 'body').fontSize(FONT_SIZE);
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: (colWidths[i] ?? 0) - 4 }))) +
    2 * ROW_PAD;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    const width = colWidths[i] ?? 0;
    const align = columns[i]?.kind === 'text' ? 'left' : 'right';
    doc.text(text, x + 2, top + ROW_PAD, { width: width - 4, align });
    x += width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(doc.page.width - MARGIN, top + height)
    .lineWidth(bold ? 0.8 : 0.3)
    .strokeColor(bold ? '#333333' : '#bbbbbb')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function drawTable(doc: PDFKit.PDFDocument, table: ExportTable, spec: PdfDocumentSpec) {
  const colWidths = widths(table.columns, doc.page.width - 2 * MARGIN);
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).fillColor('#000000').text(table.title, MARGIN, doc.y);
  doc.moveDown(0.2);
  drawRow(
    doc,
    table.columns.map((c) => c.header),
    table.columns,
    colWidths,
    true,
  );
  if (table.rows.length === 0) {
    doc
      .font('body')
      .fontSize(FONT_SIZE)
      .fillColor('#666666')
      .text('–', MARGIN + 2, doc.y + ROW_PAD);
    doc.fillColor('#000000');
    return;
  }
  for (const row of table.rows)
    drawRow(
      doc,
      table.columns.map((c) => cellText(row[c.key], c, spec)),
      table.columns,
      colWidths,
      false,
    );
}

/** The tables as an A4 PDF: title and heading lines, then each table with bold headers, amounts right-aligned. */
export function tablesToPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: spec.title } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(16).text(spec.title, MARGIN, MARGIN);
  doc.font('body').fontSize(10);
  for (const line of spec.lines) doc.text(line);
  for (const table of spec.tables) drawTable(doc, table, spec);
  doc.end();
  return done;
}
