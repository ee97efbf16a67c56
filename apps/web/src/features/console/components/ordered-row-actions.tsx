import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import styles from './ordered-row-actions.module.css';

/**
 * A row of an ordered list (columns, city sub-sites, topics): 上移 / 下移 (none past either
 * end), 修改, what else the row offers, and 删除, which asks first; the server refuses a row
 * still in use, in its words. The buttons are named with the row's name for screen readers.
 */
export function OrderedRowActions({
  name,
  first,
  last,
  busy,
  onMove,
  onEdit,
  extra,
  removeTitle,
  removeHint,
  onRemove,
}: {
  name: string;
  /** First / last among its siblings: it cannot go further up / down. */
  first: boolean;
  last: boolean;
  /** A move or a removal is on its way. */
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  /** More actions, between 修改 and 删除. */
  extra?: ReactNode;
  /** 删除栏目「…」？ */
  removeTitle: string;
  /** What can be deleted, under the question. */
  removeHint: string;
  onRemove: () => Promise<void>;
}) {
  return (
    <span className={styles.actions}>
      <Button
        type="link"
        size="small"
        disabled={first || busy}
        onClick={() => onMove('up')}
        aria-label={`上移：${name}`}
      >
        上移
      </Button>
      <Button
        type="link"
        size="small"
        disabled={last || busy}
        onClick={() => onMove('down')}
        aria-label={`下移：${name}`}
      >
        下移
      </Button>
      <Button type="link" size="small" onClick={onEdit} aria-label={`修改：${name}`}>
        修改
      </Button>
      {extra}
      <Popconfirm
        title={removeTitle}
        description={removeHint}
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button type="link" size="small" danger disabled={busy} aria-label={`删除：${name}`}>
          删除
        </Button>
      </Popconfirm>
    </span>
  );
}
