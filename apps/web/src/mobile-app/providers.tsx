import { QueryClientProvider } from '@tanstack/react-query';
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

export function MobileProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN}>
      <ToastBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
