/**
 * A typed money amount in minor units: "12", "12,5", "12,50", "1.234,50" (Turkish) or "12.50".
 * Null when it is not a non-negative amount with at most two decimals.
 */
export function parseMoney(input: string): number | null {
  const text = input.replace(/[\s₺]/g, '').replace(/TL$/i, '');
  if (text === '') return null;
  let normalized: string;
  if (text.includes(',')) {
    // Turkish: dots group thousands, the comma is the decimal separator
    if (!/^\d{1,3}(\.\d{3})*(,\d{0,2})?$|^\d+(,\d{0,2})?$/.test(text)) return null;
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    normalized = text.replace(/\./g, '');
  } else {
    if (!/^\d+(\.\d{0,2})?$/.test(text)) return null;
    normalized = text;
  }
  const [whole = '0', fraction = ''] = normalized.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the amount field shows them: "1234,50" (no currency, no grouping). */
export function moneyInput(minor: number): string {
  const whole = Math.floor(minor / 100);
  const fraction = String(minor % 100).padStart(2, '0');
  return `${whole},${fraction}`;
}
