/** The "from-to" numbers of a list page (1-based, `pageSize` rows a page, `shown` on this one). */
export function pageRange(page: number, pageSize: number, shown: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}
