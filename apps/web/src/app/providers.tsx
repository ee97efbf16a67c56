import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { NotifierBridge } from './notifier-bridge';
import { createQueryClient } from './query-client';
import { theme } from './theme';

// antd's date pickers format through dayjs, so both must speak Chinese.
dayjs.locale('zh-cn');

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntdApp message={{ maxCount: 3 }}>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
