import { Button } from 'antd';
import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { isApiError } from '../../../lib/api';
import type { SaveStatus } from '../lib/draft-saver';
import { formatClock } from '../lib/words';
import styles from './homework.module.css';

/** A refusal the server explained (too long, too many photos …), or the network. */
function failure(error: unknown): string {
  return isApiError(error) && error.kind === 'business' && error.code === 400 && error.message
    ? `保存失败：${error.message}`
    : '保存失败，请检查网络';
}

/**
 * The autosave's line: 保存中, 已保存 with the time the server stored it, or 保存失败 with 重试
 * (the answers stay in this browser meanwhile, and the next change tries again too).
 */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  let body;
  switch (status.state) {
    case 'saving':
      body = (
        <>
          <LoadingOutlined /> 保存中…
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <span className={styles.saveError}>
            <WarningOutlined /> {failure(status.error)}
          </span>
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        </>
      );
      break;
    case 'saved':
      body = (
        <>
          <CheckCircleOutlined /> 已保存 {formatClock(status.savedAt)}
        </>
      );
      break;
    default:
      body = <>作答内容会自动保存</>;
  }
  return (
    <div className={styles.saveLine} role="status" aria-live="polite">
      {body}
    </div>
  );
}
