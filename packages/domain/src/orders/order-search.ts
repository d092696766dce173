import { isValidTcKimlikNo } from '../customer/tc-kimlik.js';

/**
 * The orders list's one search box (issue 34): what a typed text can mean. The server looks for
 * every meaning at once (an OR of indexed look-ups), so "125" finds queue number 125 and orders of
 * 125,00 TL; the list shows the meanings under the box.
 *
 * - `order_number`: the order's number as printed (`261128-00042`; the bench's `B00001234`);
 * - `queue_number`: 1-999 (the number called out, `reference_number`);
 * - `amount`: the order's total in kuruş, typed in TL (`125`, `125,50`, `1.250,50`, `125.50`, `₺125`, `125 TL`);
 * - `phone`: a Turkish mobile (`0532 123 45 67`, `+90 532...`, `532...`): its last 10 digits;
 * - `tc_kimlik`: 11 digits passing the T.C. Kimlik check digits;
 * - `receipt`: the terminal's sale number, document / invoice number or card authorization code;
 * - `name`: the customer's first and family name (3 letters or more, any part).
 */
export type OrderSearchKind =
  | 'order_number'
  | 'queue_number'
  | 'amount'
  | 'phone'
  | 'tc_kimlik'
  | 'receipt'
  | 'name';

export type OrderSearchTerm =
  | { kind: 'queue_number'; value: number }
  | { kind: 'amount'; value: number }
  | { kind: Exclude<OrderSearchKind, 'queue_number' | 'amount'>; value: string };

/** The longest search text looked at. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/** The most kuruş an amount search takes (10,000,000 TL); longer digit runs are receipt numbers only. */
const MAX_AMOUNT_MINOR = 1_000_000_000;

const ORDER_NUMBER = /^(\d{6}-\d{1,12}|[a-z]\d{4,12})$/i;
const AMOUNT_MARKED = /^(?:₺\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:tl|₺)?$/i;

/** An amount typed in TL (Turkish or English decimal mark) in kuruş, or undefined. */
export function parseAmountMinor(text: string): number | undefined {
  const match = AMOUNT_MARKED.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction] = match;
  // "1.250" is a thousands mark in Turkish, "1.25" a decimal mark
  const lira = Number(whole.replaceAll('.', ''));
  const kurus = fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));
  const minor = lira * 100 + kurus;
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT_MINOR ? minor : undefined;
}

/** A Turkish mobile's last 10 digits (5xxxxxxxxx), or undefined. */
function phoneDigits(text: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  const match = /^(?:90|0)?(5\d{9})$/.exec(digits);
  return match?.[1];
}

/**
 * Every meaning of a search text, most specific first; empty when there is nothing to look for.
 * Pure: the server runs it on the query and the admin app shows its kinds under the box.
 */
export function classifyOrderSearch(input: string): OrderSearchTerm[] {
  const text = input.trim().replace(/\s+/g, ' ').slice(0, ORDER_SEARCH_MAX_LENGTH);
  if (text === '') return [];
  if (ORDER_NUMBER.test(text) && !/^\d+$/.test(text))
    return [{ kind: 'order_number', value: text.toUpperCase() }];

  const phone = phoneDigits(text);
  if (phone) return [{ kind: 'phone', value: phone }];

  const compact = text.replace(/\s/g, '');
  if (/^\d+$/.test(compact)) return digitsMeanings(compact);

  const amount = parseAmountMinor(text);
  if (amount !== undefined) return [{ kind: 'amount', value: amount }];

  const terms: OrderSearchTerm[] = [];
  // a card authorization code or document number: letters and digits, no spaces
  if (/^[a-z0-9/-]{4,40}$/i.test(text) && /\d/.test(text))
    terms.push({ kind: 'receipt', value: text.toUpperCase() });
  if (/\p{L}/u.test(text) && [...text.replace(/[^\p{L}]/gu, '')].length >= 3) {
    terms.push({ kind: 'name', value: text });
  }
  return terms;
}

function digitsMeanings(digits: string): OrderSearchTerm[] {
  if (digits.length === 11 && isValidTcKimlikNo(digits)) {
    return [
      { kind: 'tc_kimlik', value: digits },
      { kind: 'receipt', value: digits },
    ];
  }
  const terms: OrderSearchTerm[] = [];
  const n = Number(digits);
  if (digits.length <= 3 && n >= 1 && n <= 999) terms.push({ kind: 'queue_number', value: n });
  if (digits.length <= 7) terms.push({ kind: 'amount', value: n * 100 });
  if (digits.length >= 4) terms.push({ kind: 'receipt', value: digits });
  return terms;
}

/** A T.C. Kimlik No as the list shows it: the first 3 and last 2 digits (`123******01`). */
export function maskTcKimlikNo(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.trim();
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}
