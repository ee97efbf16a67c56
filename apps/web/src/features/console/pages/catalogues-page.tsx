import { PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleCatalogueMsg } from '@shangan/shared';
import type { ConsoleCatalogueNode } from '@shangan/shared/contracts/console/catalogues';
import { ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import {
  useConsoleCatalogues,
  useMoveConsoleCatalogue,
  useRemoveConsoleCatalogue,
} from '../api/console-catalogues';
import { CatalogueActions } from '../components/catalogues/catalogue-actions';
import { CatalogueDialog, type CatalogueTarget } from '../components/catalogues/catalogue-dialog';
import { CatalogueName, CatalogueQuestions } from '../components/catalogues/catalogue-labels';
import {
  catalogueRows,
  siblingNames,
  type CatalogueRow,
} from '../components/catalogues/catalogue-tree';
import { listAddress } from '../lib/list-address';
import { ListEmpty } from '../components/list-empty';
import styles from './console.module.css';
import { useCollapsed } from '../lib/use-collapsed';

function EmptyTree() {
  return (
    <ListEmpty
      title="这个科目还没有模块"
      hint="点击「新建模块」创建第一个模块（如：言语理解与表达），再在模块下添加知识点"
    />
  );
}

/** The names a new or changed node may not take: its siblings'. */
function takenNames(nodes: readonly ConsoleCatalogueNode[], target: CatalogueTarget | undefined) {
  if (!target) return [];
  if (target.kind === 'module') return siblingNames(nodes, null);
  if (target.kind === 'point') return siblingNames(nodes, target.module.id);
  return siblingNames(nodes, target.node.parentId, target.node.id);
}

/**
 * /admin/catalogues: each subject's knowledge-point tree as learners practise it — modules
 * (言语理解与表达 …) and the knowledge points under them, in order, with their questions. Staff
 * create, rename, reorder and restrict nodes to members here, and delete the ones nobody uses;
 * questions are filed under the points when imported (题库导入).
 */
export default function CataloguesPage() {
  useDocumentTitle('知识点管理 - 教务后台');
  const [params, setParams] = useSearchParams();
  const wanted = positiveInt(params.get('subjectId'));
  const catalogues = useConsoleCatalogues();
  const subjects = catalogues.data ?? [];
  // A subject not (or no longer) listed: the first one.
  const subject = subjects.find((one) => one.id === wanted) ?? subjects[0];
  const nodes = subject?.nodes ?? [];
  const rows = catalogueRows(nodes);
  const move = useMoveConsoleCatalogue();
  const remove = useRemoveConsoleCatalogue();
  const busy = move.isPending || remove.isPending;
  const [dialog, setDialog] = useState<CatalogueTarget | undefined>(undefined);
  // Modules are shown open; these were closed by hand.
  const { collapsed, setOpen } = useCollapsed();

  const moveNode = async (node: ConsoleCatalogueNode, direction: 'up' | 'down') => {
    try {
      await move.mutateAsync({ id: node.id, direction });
    } catch (error) {
      // The client has shown the server's message (already at the end: the list was old).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCatalogueMsg.moved);
  };

  const removeNode = async (node: ConsoleCatalogueNode) => {
    try {
      await remove.mutateAsync({ id: node.id });
    } catch (error) {
      // The client has shown why not: points under it, questions, learners' use.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCatalogueMsg.removed);
  };

  const columns: TableColumnsType<CatalogueRow> = [
    { title: '模块 / 知识点', render: (_, row) => <CatalogueName row={row} /> },
    { title: '题目', width: 130, render: (_, row) => <CatalogueQuestions row={row} /> },
    {
      title: '操作',
      width: 330,
      render: (_, row) => (
        <CatalogueActions
          row={row}
          busy={busy}
          onMove={(direction) => void moveNode(row.node, direction)}
          onEdit={() => setDialog({ kind: 'edit', node: row.node, module: row.module })}
          onAddPoint={() => setDialog({ kind: 'point', module: row.node })}
          onRemove={() => removeNode(row.node)}
        />
      ),
    },
  ];

  const points = rows.reduce((sum, row) => sum + (row.children?.length ?? 0), 0);
  const body = () => {
    if (catalogues.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (catalogues.isError) {
      return (
        <ReloadResult
          title="知识点加载失败"
          error={catalogues.error}
          onReload={() => void catalogues.refetch()}
        />
      );
    }
    if (!subject) return <p className={styles.muted}>还没有科目，无法添加知识点</p>;
    return (
      <>
        <Tabs
          activeKey={String(subject.id)}
          onChange={(key) => setParams(listAddress(params, { subjectId: key }))}
          items={subjects.map((one) => ({ key: String(one.id), label: one.name }))}
        />
        <div className={styles.toolbar}>
          <span className={styles.muted}>
            {rows.length > 0
              ? `共 ${rows.length} 个模块、${points} 个知识点；顺序即学员练习时看到的顺序`
              : '学员按「模块 › 知识点」练习，题目在导入时归入知识点'}
          </span>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'module' })}
          >
            新建模块
          </Button>
        </div>
        <Table<CatalogueRow>
          rowKey={(row) => row.node.id}
          columns={columns}
          dataSource={rows}
          pagination={false}
          expandable={{
            expandedRowKeys: rows
              .filter((row) => row.children && !collapsed.has(row.node.id))
              .map((row) => row.node.id),
            onExpand: (open, row) => setOpen(row.node.id, open),
          }}
          locale={{ emptyText: <EmptyTree /> }}
          scroll={{ x: 760 }}
        />
        <CatalogueDialog
          target={dialog}
          subjectId={subject.id}
          taken={takenNames(nodes, dialog)}
          onClose={() => setDialog(undefined)}
          onCreated={(node) => {
            // A new point shows under its module, opened if it was closed.
            if (node.parentId !== null) setOpen(node.parentId, true);
          }}
        />
      </>
    );
  };

  return <section className={styles.panel}>{body()}</section>;
}
