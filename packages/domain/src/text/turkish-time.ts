/**
 * The Turkish ablative suffix after a clock time ("12:04'ten beri", "12:30'dan beri"): it follows
 * how the time is read aloud, the last word of the minutes (or of the hour at :00), by vowel
 * harmony and consonant hardening (üç, dört, beş, kırk: -ten / -tan).
 */
const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli'];

function lastWord(n: number): string {
  if (n === 0) return 'sıfır';
  const ones = ONES[n % 10];
  if (ones) return ones;
  return TENS[Math.floor(n / 10)] ?? 'sıfır';
}

function ablative(word: string): string {
  const vowels = word.match(/[aıoueiöü]/g) ?? [];
  const back = 'aıou'.includes(vowels.at(-1) ?? 'e');
  const hard = /[çfhkpsşt]$/.test(word);
  return `'${hard ? 't' : 'd'}${back ? 'a' : 'e'}n`;
}

/** "'ten" for "12:04", "'dan" for "12:30", "'den" for "12:00" (on iki). */
export function turkishTimeAblative(time: string): string {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  if (!match) return "'den";
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return ablative(lastWord(minute === 0 ? hour % 60 : minute));
}
