/**
 * Folding for search: Turkish-aware lower case (İ -> i, I -> ı) and then ı -> i and the other
 * Turkish letters to their base letters, so "ISLAK", "ıslak" and "islak" all match, and a
 * customer typing on a keyboard without Turkish letters ("cay") still finds "Çay".
 * The SQL twin is FOLD_SQL below; keep them in step.
 */
const FOLD_FROM = 'ıİIşŞğĞçÇöÖüÜâÂîÎûÛ';
const FOLD_TO = 'iiissggccoouuaaiiuu';

export function foldTurkish(text: string): string {
  let out = '';
  for (const ch of text) {
    const index = FOLD_FROM.indexOf(ch);
    out += index >= 0 ? FOLD_TO[index] : ch.toLocaleLowerCase('tr');
  }
  return out.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Postgres expression folding a text column the same way as foldTurkish (for ASCII-range input plus Turkish letters). */
export const FOLD_SQL_FROM = FOLD_FROM;
export const FOLD_SQL_TO = FOLD_TO;

/** A category id from its name: folded, lower case, words joined by hyphens ("Sıcak İçecekler" -> "sicak-icecekler"). */
export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
