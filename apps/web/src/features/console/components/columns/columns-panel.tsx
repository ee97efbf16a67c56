import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsoleColumnMsg, HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import type { ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useMoveConsoleColumn, useRemoveConsoleColumn } from '../../api/console-columns';
import { ListEmpty } from '../list-empty';
import { OrderedRowActions } from '../ordered-row-actions';
import { ColumnDialog, type ColumnTarget } from './column-dialog';
import { columnRows, type ColumnRow } from './column-rows';
import styles from './columns.module.css';
import { useCollapsed } from '../../lib/use-collapsed';

function ColumnName({ row }: { row: ColumnRow }) {
  const { column, header } = row;
  return (
    <span className={styles.name}>
      <span className={row.parent ? undefined : styles.rootName}>{column.title}</span>
      {header === 'beyond' && (
        <Tooltip title={ConsoleColumnMsg.headerNote}>
          <Tag>不在页头显示</Tag>
        </Tooltip>
      )}
      {header === 'hidden' && (
        <Tooltip title={`「${HIDDEN_HEADER_COLUMN_TITLE}」不在页头和首页的资讯栏目中显示`}>
          <Tag>不在页头显示</Tag>
        </Tooltip>
      )}
    </span>
  );
}

function ColumnAddress({ row }: { row: ColumnRow }) {
  return (
    <div className={styles.address}>
      <code className={styles.dir}>{row.column.dir}</code>
      <a href={row.href} target="_blank" rel="noreferrer" className={styles.link} title={row.href}>
        {row.path}
      </a>
    </div>
  );
}

function HeaderPicture({ row }: { row: ColumnRow }) {
  const { image, title } = row.column;
  if (!image) return <span className={styles.noPicture}>无</span>;
  return (
    <a href={image} target="_blank" rel="noreferrer" title={image}>
      <img className={styles.picture} src={image} alt={`${title}头图`} loading="lazy" />
    </a>
  );
}

function ColumnArticles({ row }: { row: ColumnRow }) {
  const subColumns = row.children?.length ?? 0;
  return (
    <>
      <div>{row.column.articles} 篇</div>
      {!row.parent && subColumns > 0 && <div className={styles.muted}>{subColumns} 个二级栏目</div>}
    </>
  );
}

/**
 * 栏目: the two-level column tree as the site's header, column pages and site map show it, in
 * order, each with its directory and page address, header picture and articles.
 */
export function ColumnsPanel({ columns }: { columns: ConsoleColumn[] }) {
  const rows = columnRows(columns);
  const move = useMoveConsoleColumn();
  const remove = useRemoveConsoleColumn();
  const busy = move.isPending || remove.isPending;
  const [dialog, setDialog] = useState<ColumnTarget | undefined>(undefined);
  // Roots are shown open; these were closed by hand.
  const { collapsed, setOpen } = useCollapsed();

  const moveColumn = async (row: ColumnRow, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: row.column.id, direction });
    } catch (error) {
      // The client has shown the server's message (already at the end: the list was old).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleColumnMsg.moved);
  };

  const removeColumn = async (row: ColumnRow) => {
    try {
      await remove.mutateAsync({ id: row.column.id });
    } catch (error) {
      // The client has shown why not: sub-columns, articles or drafts under it.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleColumnMsg.removed);
  };

  const tableColumns: TableColumnsType<ColumnRow> = [
    { title: '栏目', width: 220, render: (_, row) => <ColumnName row={row} /> },
    { title: '目录名与网址', width: 280, render: (_, row) => <ColumnAddress row={row} /> },
    { title: '头图', width: 140, render: (_, row) => <HeaderPicture row={row} /> },
    { title: '文章与草稿', width: 120, render: (_, row) => <ColumnArticles row={row} /> },
    {
      title: '操作',
      width: 260,
      render: (_, row) => (
        <OrderedRowActions
          name={row.column.title}
          first={row.first}
          last={row.last}
          busy={busy}
          onMove={(direction) => void moveColumn(row, direction)}
          onEdit={() => setDialog({ kind: 'edit', column: row.column, parent: row.parent })}
          extra={
            !row.parent && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  setDialog({
                    kind: 'new',
                    parent: columns.find((column) => column.id === row.column.id) ?? null,
                  })
                }
                aria-label={`新建二级栏目：${row.column.title}`}
              >
                新建二级栏目
              </Button>
            )
          }
          removeTitle={`删除栏目「${row.column.title}」？`}
          removeHint="只能删除下面没有二级栏目、文章和草稿的栏目，删除后无法恢复"
          onRemove={() => removeColumn(row)}
        />
      ),
    },
  ];

  const subColumns = rows.reduce((sum, row) => sum + (row.children?.length ?? 0), 0);
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          {rows.length > 0
            ? `共 ${rows.length} 个一级栏目、${subColumns} 个二级栏目；顺序即网站上的顺序`
            : '栏目分两级：一级栏目显示在页头，二级栏目在一级栏目页中'}
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'new', parent: null })}
        >
          新建一级栏目
        </Button>
      </div>
      <Alert
        className={styles.note}
        type="info"
        showIcon
        message={`${ConsoleColumnMsg.headerNote}（「${HIDDEN_HEADER_COLUMN_TITLE}」除外），其余只在网站地图和栏目页中出现；修改后网站立即更新`}
      />
      <Table<ColumnRow>
        rowKey={(row) => row.column.id}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowKeys: rows
            .filter((row) => row.children && !collapsed.has(row.column.id))
            .map((row) => row.column.id),
          onExpand: (open, row) => setOpen(row.column.id, open),
        }}
        locale={{
          emptyText: (
            <ListEmpty
              title="还没有栏目"
              hint="点击「新建一级栏目」创建第一个栏目（如：考试公告），再在它下面添加二级栏目"
            />
          ),
        }}
        scroll={{ x: 1020 }}
      />
      <ColumnDialog target={dialog} columns={columns} onClose={() => setDialog(undefined)} />
    </>
  );
}
