/**
 * A console list's address after a change, so that a list can be reloaded, bookmarked and sent
 * to a colleague as it is seen: the filters named are set (an empty one is dropped) and the
 * others kept, and the page is set — the first page is left out, so a change of filter that
 * names no page goes back to it.
 */
export function listAddress(
  params: URLSearchParams,
  filters: Record<string, string | null>,
  page?: number,
): URLSearchParams {
  const search = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    if (value) search.set(key, value);
    else search.delete(key);
  }
  if (page && page > 1) search.set('page', String(page));
  else search.delete('page');
  return search;
}
