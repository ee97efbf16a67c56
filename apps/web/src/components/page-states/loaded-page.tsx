import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiCode } from '@shangan/shared';
import { isApiError } from '../../lib/api';
import { PageResult, type PageResultAction } from '../page-result/page-result';
import { PageShell, type PageShellProps } from '../page-shell/page-shell';
import { ReloadResult } from './page-states';

interface NotFoundWords {
  title: string;
  subTitle: string;
}

interface LoadedPageProps<T> {
  /** The page's title until the thing has loaded; then `titleOf` it. */
  title: string;
  trail: PageShellProps['trail'];
  /** The address names no such thing (no id, or not a number): nothing is asked. */
  missingId: boolean;
  notFound: {
    /** For an address without the thing's id. */
    missing: NotFoundWords;
    /** For a thing the server does not have (404): taken down, or never there. */
    gone: NotFoundWords;
    /** The way on from either. */
    action: PageResultAction;
  };
  /** Who is asking is not known yet: the query waits for it, the page shows the skeleton. */
  waiting: boolean;
  query: UseQueryResult<T>;
  /** The page's final shape while it loads. */
  skeleton: ReactNode;
  /** The title of a failed load that 重新加载 may fix. */
  failedTitle: string;
  titleOf: (data: T) => string;
  children: (data: T) => ReactNode;
}

/**
 * The page of one thing the address names (a course, a contest) in every state, in its frame:
 * not named or not there (a 404 with a way on), its skeleton while it loads, a failed load
 * with 重新加载, and once loaded the thing under its own title.
 */
export function LoadedPage<T>({
  title,
  trail,
  missingId,
  notFound,
  waiting,
  query,
  skeleton,
  failedTitle,
  titleOf,
  children,
}: LoadedPageProps<T>) {
  const shell = (shellTitle: string, body: ReactNode) => (
    <PageShell title={shellTitle} trail={trail}>
      {body}
    </PageShell>
  );
  const notFoundResult = (words: NotFoundWords) =>
    shell(title, <PageResult status="404" {...words} action={notFound.action} />);

  if (missingId) return notFoundResult(notFound.missing);
  if (waiting || query.isPending) return shell(title, skeleton);
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === ApiCode.NOT_FOUND) {
      return notFoundResult(notFound.gone);
    }
    return shell(
      title,
      <ReloadResult
        title={failedTitle}
        error={query.error}
        onReload={() => void query.refetch()}
      />,
    );
  }
  return shell(titleOf(query.data), children(query.data));
}
