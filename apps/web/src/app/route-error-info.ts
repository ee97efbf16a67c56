import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, shouldReloadForError } from './chunk-reload';

export interface RouteErrorInfo {
  status: number;
  title: string;
  detail: string;
  /** A new deploy made the page's chunk disappear; the page is being reloaded. */
  reloading: boolean;
}

function describe(error: unknown): Omit<RouteErrorInfo, 'reloading'> {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return { status: 404, title: '抱歉，您访问的页面不存在', detail: '' };
    }
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: error.status, title: '页面加载失败', detail };
  }
  if (isChunkLoadError(error)) {
    // Reloading did not help within the last minute: the network, not a deploy, is the cause.
    return {
      status: 503,
      title: '页面加载失败',
      detail: '网络不太稳定，请检查网络后刷新页面重试。',
    };
  }
  const detail = error instanceof Error ? error.message : '';
  return { status: 500, title: '页面出了点问题，请稍后再试', detail };
}

/** What an error element shows for the current route error, and the chunk-reload decision. */
export function useRouteErrorInfo(): RouteErrorInfo {
  const error = useRouteError();
  const reloading = shouldReloadForError(error);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return { ...describe(error), reloading };
}
