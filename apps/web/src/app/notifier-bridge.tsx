import { App } from 'antd';
import { useEffect } from 'react';
import { setNoticeSink } from '../lib/notifier';

/** Hands antd's context-aware message API to lib/notifier for the plain modules. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNoticeSink((level, text) => {
      void message[level](text);
    });
    return () => setNoticeSink(null);
  }, [message]);
  return null;
}
