/**
 * The digital receipt: a QR code on the kiosk's success screen links to a public page showing the
 * order (lines, totals, VAT, the terminal's receipt image). The link carries a signed token of the
 * order id and an expiry, so the page cannot be reached by guessing.
 */

/** How long a digital-receipt link opens the page. */
export const DIGITAL_RECEIPT_TTL_DAYS = 30;
export const DIGITAL_RECEIPT_TTL_SECONDS = DIGITAL_RECEIPT_TTL_DAYS * 24 * 60 * 60;

/** Stable error codes of a link that does not open the page. */
export const DIGITAL_RECEIPT_ERRORS = {
  /** Altered, cut short or not a receipt link at all. */
  invalid: 'receipt_link_invalid',
  /** Signed by the server, but its time is over. */
  expired: 'receipt_link_expired',
  /** The signed order no longer exists. */
  notFound: 'receipt_not_found',
} as const;
export type DigitalReceiptError = (typeof DIGITAL_RECEIPT_ERRORS)[keyof typeof DIGITAL_RECEIPT_ERRORS];

export interface VatLine {
  vat_rate: number;
  total_price_minor: number;
  vat_amount_minor: number;
}

export interface VatByRate {
  /** KDV rate in percent (e.g. 10). */
  rate: number;
  /** VAT-inclusive amount of the lines at this rate (kuruş). */
  gross_minor: number;
  /** The VAT in it (kuruş). */
  vat_minor: number;
  /** Gross less VAT: the tax base (matrah). */
  net_minor: number;
}

/** The lines' VAT grouped by rate, lowest rate first (the receipt's KDV table). */
export function vatByRate(lines: readonly VatLine[]): VatByRate[] {
  const byRate = new Map<number, VatByRate>();
  for (const line of lines) {
    const row = byRate.get(line.vat_rate) ?? {
      rate: line.vat_rate,
      gross_minor: 0,
      vat_minor: 0,
      net_minor: 0,
    };
    row.gross_minor += line.total_price_minor;
    row.vat_minor += line.vat_amount_minor;
    row.net_minor = row.gross_minor - row.vat_minor;
    byRate.set(line.vat_rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** Whether a digital receipt may be issued for an order: only once its money was taken. */
export function digitalReceiptIssuable(paymentState: string): boolean {
  return paymentState === 'paid' || paymentState === 'partially_refunded';
}
