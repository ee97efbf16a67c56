import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider, Toast } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { setNoticeSink } from '../lib/notifier';

/** Hands the API clients' messages (lib/notifier) to antd-mobile's toast. */
function ToastBridge() {
  useEffect(() => {
    setNoticeSink((level, text) => {
      Toast.show({
        content: text,
        icon: level === 'success' ? 'success' : level === 'error' ? 'fail' : undefined,
      });
    });
    return () => setNoticeSink(null);
  }, []);
  return null;
}

/**
 * The mobile site's context. A page drawn on the server passes the query client holding the
 * data it was drawn from, so the browser's first render matches it.
 */
export function MobileProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ConfigProvider locale={zhCN}>
      <ToastBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
