/**
 * Lets plain modules (the API clients) show antd messages. antd's static `message` cannot see
 * the ConfigProvider theme or locale, so app/notifier-bridge.tsx hands over the instance from
 * App.useApp() once the app has mounted; messages raised before that are queued.
 */
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';
export type NoticeSink = (level: NoticeLevel, text: string) => void;

let sink: NoticeSink | null = null;
const pending: Array<[NoticeLevel, string]> = [];

export function setNoticeSink(next: NoticeSink | null): void {
  sink = next;
  if (!sink) return;
  for (const [level, text] of pending.splice(0)) sink(level, text);
}

function show(level: NoticeLevel, text: string): void {
  if (!text) return;
  if (sink) sink(level, text);
  else if (pending.length < 20) pending.push([level, text]);
}

export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};
