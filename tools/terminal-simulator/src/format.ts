/** Turkish formatting helpers for receipts and fiscal documents (no Intl dependency for money). */

/** 123450 → '1.234,50 TL' */
export function formatTl(minor: number): string {
  return `${formatMinor(minor)} TL`;
}

/** 123450 → '1.234,50' */
function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const lira = Math.floor(abs / 100);
  const kurus = abs % 100;
  const grouped = String(lira).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${String(kurus).padStart(2, '0')}`;
}

/** 2 → '2', 0.5 → '0,5', 1.255 → '1,255' */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000).replace('.', ',');
}

/** Turkey has been on UTC+3 all year since 2016. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

function istanbulParts(date: Date) {
  const iso = new Date(date.getTime() + ISTANBUL_OFFSET_MS).toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    time: iso.slice(11, 19),
    micro: `${iso.slice(20, 23)}000`,
  };
}

/** Local (Istanbul) time as yyyy-MM-ddTHH:mm:ss, the device's document date format. */
export function localIso(date: Date): string {
  const p = istanbulParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.time}`;
}

/** Local (Istanbul) time as yyyy-MM-ddTHH:mm:ss.ffffff, the transaction-date format. */
export function transactionDate(date: Date): string {
  const p = istanbulParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.time}.${p.micro}`;
}

/** '21.11.2026' and '14:32:05' as printed on Turkish slips. */
export function receiptDateTime(date: Date): { date: string; time: string } {
  const p = istanbulParts(date);
  return { date: `${p.day}.${p.month}.${p.year}`, time: p.time };
}

export function istanbulYear(date: Date): string {
  return istanbulParts(date).year;
}

/** Escapes text for XML and HTML alike (the receipt SVG and the simulator's page). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
