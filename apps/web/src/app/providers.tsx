import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../lib/hooks/use-reduced-motion';
import { NotifierBridge } from './notifier-bridge';
import { createQueryClient } from './query-client';
import { theme } from './theme';

// antd's date pickers format through dayjs, so both must speak Chinese.
dayjs.locale('zh-cn');

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Dialogs, menus and panels appear at once for people who asked for less motion: nothing
  // zooms or slides under a finger (or a pointer) while it is being used.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }}>
      <AntdApp message={{ maxCount: 3 }}>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
