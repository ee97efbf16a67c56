import { Button, Popconfirm } from 'antd';
import type { CatalogueRow } from './catalogue-tree';
import styles from './catalogues.module.css';

/**
 * A row's 上移 / 下移 among its siblings (none past either end), 编辑, 添加知识点 on a module,
 * and 删除, which asks first; the server refuses a node still in use, in its words. The buttons
 * are named with the node's name for screen readers.
 */
export function CatalogueActions({
  row,
  busy,
  onMove,
  onEdit,
  onAddPoint,
  onRemove,
}: {
  row: CatalogueRow;
  /** A move or a removal is on its way. */
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onAddPoint: () => void;
  onRemove: () => Promise<void>;
}) {
  const { name } = row.node;
  const isModule = row.module === null;
  return (
    <span className={styles.actions}>
      <Button
        type="link"
        size="small"
        disabled={row.first || busy}
        onClick={() => onMove('up')}
        aria-label={`上移：${name}`}
      >
        上移
      </Button>
      <Button
        type="link"
        size="small"
        disabled={row.last || busy}
        onClick={() => onMove('down')}
        aria-label={`下移：${name}`}
      >
        下移
      </Button>
      <Button type="link" size="small" onClick={onEdit} aria-label={`编辑：${name}`}>
        编辑
      </Button>
      {isModule && (
        <Button type="link" size="small" onClick={onAddPoint} aria-label={`添加知识点：${name}`}>
          添加知识点
        </Button>
      )}
      <Popconfirm
        title={isModule ? `删除模块「${name}」？` : `删除知识点「${name}」？`}
        description={
          isModule
            ? '只能删除下面没有知识点、没有题目的模块，删除后无法恢复'
            : '只能删除没有题目、学员也没有练习过的知识点，删除后无法恢复'
        }
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
