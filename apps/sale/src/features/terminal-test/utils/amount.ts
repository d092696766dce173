/** The test sale's limits (the server checks them too): 1-10 TL. */
const TEST_AMOUNT_MIN_MINOR = 100;
const TEST_AMOUNT_MAX_MINOR = 1000;

/**
 * A typed lira amount ('1', '2,50', '2.5') in kuruş, or null when it is not a 1-10 TL amount with at
 * most two decimals.
 */
export function parseTestAmount(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const lira = Number(match[1]);
  const kurus = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = lira * 100 + kurus;
  return minor >= TEST_AMOUNT_MIN_MINOR && minor <= TEST_AMOUNT_MAX_MINOR ? minor : null;
}
