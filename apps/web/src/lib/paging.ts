/**
 * The next page of a paged list (`{ list, total }` answers, 1-based pages) for an infinite
 * query, or undefined once every row is loaded. An empty page also ends it, so a total that
 * shrank while scrolling never asks forever.
 */
export function nextPageParam<Row>(
  last: { list: readonly Row[]; total: number },
  pages: ReadonlyArray<{ list: readonly Row[] }>,
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}
