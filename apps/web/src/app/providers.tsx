import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
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

const MOTION_OFF: ThemeConfig = { token: { motion: false } };

interface AppProvidersProps {
  children: ReactNode;
  /** The client to use, holding the data of a page the server drew; a new one by default. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Dialogs, menus and panels appear at once for people who asked for less motion: nothing
  // zooms or slides under a finger (or a pointer) while it is being used.
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }),
    [reducedMotion],
  );
  // antd adds a motion provider around the app the first time its motion setting differs from
  // the one above it, which would make React build the whole page again when the setting
  // changes after a drawn page was taken over (the server cannot know the preference): typed
  // text and a held click would be lost. Above ours, motion is off, so ours differs from the
  // first render on and the provider is always there.
  return (
    <ConfigProvider theme={MOTION_OFF}>
      <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }}>
        <AntdApp message={{ maxCount: 3 }}>
          <NotifierBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </ConfigProvider>
  );
}
