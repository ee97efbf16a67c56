import { Button, DotLoading, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './mobile.module.css';

/** Loading: grey lines shaped like the content, so nothing jumps when it arrives. */
export function MobileLoading({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.state} aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/** A small inline spinner with its words, for a part of a page. */
export function MobileSpinner({ text = '加载中' }: { text?: string }) {
  return (
    <div className={styles.spinner} role="status">
      {text}
      <DotLoading />
    </div>
  );
}

/** A request failed: say so in Chinese and offer to try again. */
export function MobileError({
  title = '加载失败',
  description = '网络不太顺畅，请稍后重试',
  onRetry,
}: {
  title?: string;
  description?: string;
  onRetry?: () => void;
}) {
  return (
    <ErrorBlock status="disconnected" title={title} description={description}>
      {onRetry ? (
        <Button color="primary" size="small" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </ErrorBlock>
  );
}

/** Nothing to show yet. */
export function MobileEmpty({
  title = '暂无内容',
  description = '',
  children,
}: {
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock status="empty" title={title} description={description}>
      {children}
    </ErrorBlock>
  );
}
