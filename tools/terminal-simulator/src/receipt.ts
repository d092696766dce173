import type { SaleRequest, SaleResult } from '@kiosk/contracts';
import sharp from 'sharp';
import { escapeXml, formatQuantity, formatTl, receiptDateTime } from './format.js';

/** The outlet printed at the top of every slip. */
const RECEIPT_MERCHANT = {
  name: 'DEMO BÜFE - KADIKÖY ŞUBESİ',
  address: ['Caferağa Mah. Moda Cad. No: 12/A', 'Kadıköy / İSTANBUL'],
  tax: 'Kadıköy V.D. 1234567890',
};

type CardDetails = NonNullable<SaleResult['Payments'][number]['CardDetails']>;

export interface ReceiptInput {
  copy: 'customer' | 'merchant';
  widthMm: 58 | 80;
  date: Date;
  sale: SaleRequest['Sale'];
  saleNumber: string;
  documentNumber: string;
  invoiceNumber: string;
  serialNumber: string;
  terminalId: string;
  merchantId: string;
  payments: SaleResult['Payments'];
}

type Row =
  | {
      kind: 'text';
      left?: string;
      right?: string;
      center?: string;
      size?: number;
      bold?: boolean;
      indent?: number;
    }
  | { kind: 'rule'; dashed?: boolean }
  | { kind: 'gap'; height: number };

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const CARD_TYPE_LABELS: Record<CardDetails['CardType'], string> = {
  CREDIT: 'KREDİ KARTI',
  DEBIT: 'BANKA KARTI',
  PREPAID: 'ÖN ÖDEMELİ KART',
};
const DOCUMENT_LABELS: Record<string, string> = {
  RECEIPT: 'MALİ FİŞ',
  INVOICE: 'E-FATURA',
  E_ARCHIVE: 'E-ARŞİV FATURA',
};

/** VAT contained in a VAT-inclusive amount, rounded to the kuruş. */
export function vatOf(totalMinor: number, rate: number): number {
  return Math.round((totalMinor * rate) / (100 + rate));
}

function lineTotal(line: SaleRequest['Sale']['Lines'][number]): number {
  return Math.round(line.Quantity * line.UnitPriceMinor);
}

/** The card slip of each card charged now: card, type, approval and batch. */
function cardSlipRows(input: ReceiptInput): Row[] {
  const rows: Row[] = [];
  for (const [index, payment] of input.payments.entries()) {
    const card = payment.CardDetails;
    // A pre-paid part's card slip was printed when it was charged.
    if (!card || input.sale.Payments[index]?.PrePaid) continue;
    rows.push(
      { kind: 'text', left: `${card.Brand}  ${card.MaskedNumber}`, bold: true },
      { kind: 'text', left: CARD_TYPE_LABELS[card.CardType], right: card.Acquirer },
      {
        kind: 'text',
        left: `ONAY KODU: ${card.AuthorizationCode}`,
        right: `YANIT KODU: ${card.ResponseCode}`,
      },
      {
        kind: 'text',
        left: `BATCH NO: ${card.BatchNumber}`,
        right: `TUTAR: ${formatTl(payment.AmountMinor)}`,
      },
    );
  }
  return rows;
}

function buildRows(input: ReceiptInput): Row[] {
  const { sale } = input;
  const when = receiptDateTime(input.date);
  const rows: Row[] = [
    { kind: 'text', center: RECEIPT_MERCHANT.name, bold: true, size: 1.15 },
    ...RECEIPT_MERCHANT.address.map((line): Row => ({ kind: 'text', center: line })),
    { kind: 'text', center: RECEIPT_MERCHANT.tax, size: 0.85 },
    { kind: 'gap', height: 6 },
    { kind: 'text', left: `TARİH: ${when.date}`, right: `SAAT: ${when.time}` },
    { kind: 'text', left: `FİŞ NO: ${input.documentNumber}`, right: `SATIŞ NO: ${input.saleNumber}` },
    { kind: 'text', left: `SİPARİŞ NO: ${sale.OrderNo}` },
    { kind: 'gap', height: 6 },
    { kind: 'text', center: 'SATIŞ', bold: true, size: 1.5 },
    { kind: 'text', center: input.copy === 'customer' ? 'MÜŞTERİ NÜSHASI' : 'İŞYERİ NÜSHASI', bold: true },
    { kind: 'rule', dashed: true },
  ];

  const vatByRate = new Map<number, number>();
  for (const line of sale.Lines) {
    const total = lineTotal(line);
    vatByRate.set(line.VatRate, (vatByRate.get(line.VatRate) ?? 0) + vatOf(total, line.VatRate));
    rows.push({ kind: 'text', left: line.Name, right: `%${line.VatRate}` });
    rows.push({
      kind: 'text',
      left: `${formatQuantity(line.Quantity)} ${line.UnitCode === 'KGM' ? 'KG' : 'AD'} × ${formatTl(line.UnitPriceMinor)}`,
      indent: 16,
      right: formatTl(total),
      size: 0.9,
    });
  }
  rows.push({ kind: 'rule', dashed: true });

  if (sale.GrossPriceMinor > sale.TotalPriceMinor) {
    rows.push({ kind: 'text', left: 'ARA TOPLAM', right: formatTl(sale.GrossPriceMinor) });
    rows.push({
      kind: 'text',
      left: 'İNDİRİM',
      right: formatTl(sale.TotalPriceMinor - sale.GrossPriceMinor),
    });
  }
  for (const [rate, vat] of [...vatByRate].sort((a, b) => a[0] - b[0])) {
    rows.push({ kind: 'text', left: `KDV %${rate}`, right: formatTl(vat), size: 0.9 });
  }
  const vatTotal = [...vatByRate.values()].reduce((sum, vat) => sum + vat, 0);
  rows.push({ kind: 'text', left: 'TOPKDV', right: formatTl(vatTotal) });
  rows.push({ kind: 'text', left: 'TOPLAM', right: formatTl(sale.TotalPriceMinor), bold: true, size: 1.3 });
  input.payments.forEach((payment, index) => {
    const line = sale.Payments[index];
    rows.push({
      kind: 'text',
      left: payment.Mediator === 'CARD' ? (line?.PrePaid ? 'KART (ÖN ÖDEME)' : 'KREDİ/BANKA KARTI') : 'NAKİT',
      right: formatTl(payment.AmountMinor),
    });
    if (line?.PrePaid && line.Reference) {
      rows.push({ kind: 'text', left: `REF NO: ${line.Reference}`, indent: 16, size: 0.85 });
    }
  });
  rows.push({ kind: 'rule' });

  rows.push(
    ...cardSlipRows(input),
    { kind: 'text', left: `TERMİNAL NO: ${input.terminalId}` },
    { kind: 'text', left: `İŞYERİ NO: ${input.merchantId}` },
    {
      kind: 'text',
      left: `${DOCUMENT_LABELS[sale.DocumentType] ?? sale.DocumentType} NO: ${input.invoiceNumber}`,
    },
    { kind: 'text', left: `ÖKC SİCİL NO: ${input.serialNumber}`, size: 0.85 },
    { kind: 'rule', dashed: true },
  );
  if (input.payments.some((payment) => payment.CardDetails)) {
    rows.push({
      kind: 'text',
      center: input.copy === 'customer' ? 'ŞİFRE İLE ÖDENMİŞTİR' : 'KART SAHİBİ İMZASI GEREKMEZ',
      size: 0.9,
    });
  }
  rows.push(
    { kind: 'gap', height: 8 },
    { kind: 'text', center: 'TEŞEKKÜR EDERİZ', bold: true, size: 1.2 },
    { kind: 'text', center: 'Yine bekleriz - Thank you', size: 0.85 },
  );
  return rows;
}

/** Shorten text to roughly fit `widthPx` at `fontPx` (DejaVu Sans averages ~0.6 em per glyph). */
function fit(text: string, widthPx: number, fontPx: number): string {
  const max = Math.max(4, Math.floor(widthPx / (fontPx * 0.6)));
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The receipt as an SVG document (80 mm: 576 px, 58 mm: 384 px wide). */
export function renderReceiptSvg(input: ReceiptInput): string {
  const width = input.widthMm === 58 ? 384 : 576;
  const base = input.widthMm === 58 ? 15 : 20;
  const margin = input.widthMm === 58 ? 12 : 20;
  const inner = width - 2 * margin;
  const parts: string[] = [];
  let y = margin + 8;

  for (const row of buildRows(input)) {
    if (row.kind === 'gap') {
      y += row.height;
      continue;
    }
    if (row.kind === 'rule') {
      y += 8;
      parts.push(
        `<line x1="${margin}" y1="${y}" x2="${width - margin}" y2="${y}" stroke="#000" stroke-width="2"${
          row.dashed ? ' stroke-dasharray="6 5"' : ''
        }/>`,
      );
      y += 10;
      continue;
    }
    const size = Math.round(base * (row.size ?? 1));
    y += Math.round(size * 1.35);
    const weight = row.bold ? ' font-weight="bold"' : '';
    const attrs = `font-size="${size}"${weight}`;
    if (row.center !== undefined) {
      parts.push(
        `<text x="${width / 2}" y="${y}" text-anchor="middle" ${attrs}>${escapeXml(fit(row.center, inner, size))}</text>`,
      );
    }
    const rightText = row.right === undefined ? '' : fit(row.right, inner / 2, size);
    if (row.left !== undefined) {
      const indent = row.indent ?? 0;
      const room = (rightText ? inner - rightText.length * size * 0.6 - size : inner) - indent;
      parts.push(
        `<text x="${margin + indent}" y="${y}" ${attrs}>${escapeXml(fit(row.left, room, size))}</text>`,
      );
    }
    if (rightText) {
      parts.push(
        `<text x="${width - margin}" y="${y}" text-anchor="end" ${attrs}>${escapeXml(rightText)}</text>`,
      );
    }
  }
  const height = y + margin + 8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g font-family="${FONT}" fill="#000">`,
    ...parts,
    '</g></svg>',
  ].join('\n');
}

/**
 * The receipt as a 4-grey palette PNG (~16 kB for a short sale; a thermal slip is black and white,
 * and a small palette with fast settings keeps a sale's two copies well under 100 ms).
 */
export async function renderReceiptPng(input: ReceiptInput): Promise<Buffer> {
  return sharp(Buffer.from(renderReceiptSvg(input)))
    .png({ palette: true, colours: 4, effort: 1, dither: 0, compressionLevel: 6 })
    .toBuffer();
}
