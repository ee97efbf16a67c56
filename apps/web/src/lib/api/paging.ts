/** What the paged list endpoints answer about the page they sent. */
export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The page after this one, or undefined after the last: the getNextPageParam of the infinite
 * lists (phones scroll on instead of paging).
 */
export function nextPageOf(answer: PageInfo): number | undefined {
  return answer.page * answer.pageSize < answer.total ? answer.page + 1 : undefined;
}
