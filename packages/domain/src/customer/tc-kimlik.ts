/**
 * T.C. Kimlik No: 11 digits, the first not 0; d10 = ((d1+d3+d5+d7+d9)*7 - (d2+d4+d6+d8)) mod 10
 * (non-negative) and d11 = (d1+...+d10) mod 10.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const at = (i: number) => d[i] as number;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return eleventh === at(10);
}

/** Makes a valid number from nine leading digits (for tests and demo data). */
export function tcKimlikNoFrom(firstNine: string): string {
  const d = [...firstNine].map(Number);
  const at = (i: number) => d[i] as number;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((s, n) => s + n, 0) + tenth) % 10;
  return `${firstNine}${tenth}${eleventh}`;
}
