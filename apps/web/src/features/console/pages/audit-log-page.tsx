import { Select, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@shangan/shared/contracts/console/audit';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useAuditLog } from '../api/audit-log';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, changedFields } from '../audit-words';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

const PAGE_SIZE = 20;
const ENTITIES = Object.keys(AUDIT_ENTITIES);

function ChangeTable({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after, entry.entity);
  if (changes.length === 0) return <span className={styles.muted}>没有字段变化</span>;
  return (
    <table className={styles.diff}>
      <thead>
        <tr>
          <th>字段</th>
          <th>修改前</th>
          <th>修改后</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td className={styles.was}>{change.before}</td>
            <td className={styles.now}>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/audit: every change made in the console, newest first, with what it changed. */
export default function AuditLogPage() {
  useDocumentTitle('操作日志 - 教务后台');
  const [params, setParams] = useSearchParams();
  const entity = oneOf(ENTITIES, params.get('entity'));
  const page = positiveInt(params.get('page')) ?? 1;
  const log = useAuditLog({ page, pageSize: PAGE_SIZE, ...(entity ? { entity } : {}) });

  const show = (next: { entity?: string | null; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextEntity = next.entity === undefined ? entity : next.entity;
    if (nextEntity) search.set('entity', nextEntity);
    else search.delete('entity');
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  };

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: '时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatDateTime(at),
    },
    { title: '操作人', dataIndex: 'actorName', width: 140 },
    {
      title: '操作',
      dataIndex: 'action',
      width: 120,
      render: (action: string) => AUDIT_ACTIONS[action] ?? action,
    },
    {
      title: '对象',
      render: (_, row) => `${AUDIT_ENTITIES[row.entity] ?? row.entity} #${row.entityId}`,
    },
  ];

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>记录由系统在修改的同时写入，任何人都无法修改或删除。</span>
        <Select
          aria-label="对象类型"
          style={{ width: 160 }}
          value={entity ?? ''}
          onChange={(value) => show({ entity: value || null, page: 1 })}
          options={[
            { value: '', label: '全部对象' },
            ...ENTITIES.map((key) => ({ value: key, label: AUDIT_ENTITIES[key] })),
          ]}
        />
      </div>
      {log.isError ? (
        <ReloadResult
          title="操作日志加载失败"
          error={log.error}
          onReload={() => void log.refetch()}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={log.data?.list ?? []}
          loading={log.isPending || log.isPlaceholderData}
          locale={{ emptyText: '暂无操作记录' }}
          expandable={{ expandedRowRender: (entry) => <ChangeTable entry={entry} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => show({ page: next }),
          }}
        />
      )}
    </section>
  );
}
