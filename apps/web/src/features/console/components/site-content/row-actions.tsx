import { Button, Popconfirm } from 'antd';
import styles from './site-content.module.css';

/**
 * A row's 上移 / 下移 (among its own site's rows; none for calendar entries), 编辑 and 删除,
 * which asks first. `name` names the row to screen readers.
 */
export function RowActions({
  name,
  moves,
  busy,
  onMove,
  onEdit,
  onDelete,
  deleteTitle,
}: {
  name: string;
  /** Whether the row is first or last of its site; none: the rows keep no order. */
  moves?: { first: boolean; last: boolean };
  busy: boolean;
  onMove?: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  /** 删除这条广告？ */
  deleteTitle: string;
}) {
  return (
    <span className={styles.rowActions}>
      {moves && (
        <>
          <Button
            type="link"
            size="small"
            disabled={moves.first || busy}
            onClick={() => onMove?.('up')}
            aria-label={`上移：${name}`}
          >
            上移
          </Button>
          <Button
            type="link"
            size="small"
            disabled={moves.last || busy}
            onClick={() => onMove?.('down')}
            aria-label={`下移：${name}`}
          >
            下移
          </Button>
        </>
      )}
      <Button type="link" size="small" onClick={onEdit} aria-label={`编辑：${name}`}>
        编辑
      </Button>
      <Popconfirm
        title={deleteTitle}
        description="删除后网站上立即不再显示，无法恢复"
        okText="删除"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button type="link" size="small" danger disabled={busy} aria-label={`删除：${name}`}>
          删除
        </Button>
      </Popconfirm>
    </span>
  );
}
