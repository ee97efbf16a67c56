import {
  Button,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@shangan/shared';
import type { Person } from '@shangan/shared/contracts/console/people';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { usePeople } from '../api/people';
import { useResetPersonPassword } from '../api/reset-person-password';
import { useSetPersonDisabled } from '../api/set-person-disabled';
import { DisableDialog } from '../components/disable-dialog';
import { RolesDialog } from '../components/roles-dialog';
import { personName } from '../person-name';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

const PAGE_SIZE = 20;

/** /admin/people: find an account, set its staff roles, stop or restore it (administrators). */
export default function PeoplePage() {
  useDocumentTitle('用户与角色 - 教务后台');
  const { data: me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const role = oneOf(STAFF_ROLES, params.get('role'));
  const page = positiveInt(params.get('page')) ?? 1;
  const people = usePeople({
    page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(role ? { role } : {}),
  });
  const [editing, setEditing] = useState<Person | null>(null);
  const [stopping, setStopping] = useState<Person | null>(null);
  const restore = useSetPersonDisabled();
  const reset = useResetPersonPassword();
  // Shown this once, in the page's own dialog: the server keeps only its hash.
  const [temporary, setTemporary] = useState<{ name: string; password: string }>();

  const show = (next: { keyword?: string; role?: string | null; page?: number }) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) =>
      value ? search.set(key, value) : search.delete(key);
    if (next.keyword !== undefined) set('keyword', next.keyword.trim().slice(0, 30));
    if (next.role !== undefined) set('role', next.role);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(search);
  };

  const resetPassword = async (person: Person) => {
    try {
      const { password } = await reset.mutateAsync({ userId: person.id });
      setTemporary({ name: personName(person), password });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
  };

  const restoreAccount = async (person: Person) => {
    try {
      await restore.mutateAsync({ userId: person.id, disabled: false });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success('账号已恢复');
  };

  const columns: TableColumnsType<Person> = [
    {
      title: '用户',
      render: (_, row) => (
        <>
          <div>{personName(row)}</div>
          {row.realname && row.realname !== personName(row) && (
            <div className={styles.muted}>{row.realname}</div>
          )}
        </>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (phone: string) => phone || '—' },
    {
      title: '角色',
      width: 220,
      render: (_, row) =>
        row.roles.length === 0 ? (
          <span className={styles.muted}>学员</span>
        ) : (
          row.roles.map((r) => (
            <Tag key={r} color={r === 'admin' ? 'red' : 'blue'}>
              {STAFF_ROLE_LABELS[r]}
            </Tag>
          ))
        ),
    },
    {
      title: '状态',
      width: 100,
      render: (_, row) =>
        row.disabledAt ? (
          <Tooltip title={`停用原因：${row.disabledReason}`}>
            <Tag color="default">已停用</Tag>
          </Tooltip>
        ) : (
          <Tag color="success">正常</Tag>
        ),
    },
    {
      title: '注册时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 250,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(row)} aria-label={`设置角色${row.id}`}>
            设置角色
          </Button>
          <Popconfirm
            title="重置这个账号的密码？"
            description="将生成一个临时密码，并让该账号在所有设备上退出登录。"
            okText="重置"
            cancelText="取消"
            disabled={row.id === me?.id}
            onConfirm={() => resetPassword(row)}
          >
            <Button type="link" disabled={row.id === me?.id} aria-label={`重置密码${row.id}`}>
              重置密码
            </Button>
          </Popconfirm>
          {row.disabledAt ? (
            <Popconfirm
              title="恢复这个账号？"
              description="恢复后该用户可以重新登录。"
              okText="恢复"
              cancelText="取消"
              onConfirm={() => restoreAccount(row)}
            >
              <Button type="link" aria-label={`恢复账号${row.id}`}>
                恢复
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              danger
              disabled={row.id === me?.id}
              onClick={() => setStopping(row)}
              aria-label={`停用账号${row.id}`}
            >
              停用
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <Input.Search
          key={keyword}
          aria-label="搜索用户"
          placeholder="手机号或姓名、昵称"
          defaultValue={keyword}
          maxLength={30}
          allowClear
          enterButton="搜索"
          style={{ maxWidth: 360 }}
          onSearch={(value) => show({ keyword: value, page: 1 })}
        />
        <Select
          aria-label="角色"
          style={{ width: 160 }}
          value={role ?? ''}
          onChange={(value) => show({ role: value || null, page: 1 })}
          options={[
            { value: '', label: '全部用户' },
            ...STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] })),
          ]}
        />
      </div>
      {people.isError ? (
        <ReloadResult
          title="用户加载失败"
          error={people.error}
          onReload={() => void people.refetch()}
        />
      ) : (
        <Table<Person>
          rowKey="id"
          columns={columns}
          dataSource={people.data?.list ?? []}
          loading={people.isPending || people.isPlaceholderData}
          locale={{ emptyText: keyword ? `没有找到“${keyword}”` : '暂无用户' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: people.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 人`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 900 }}
        />
      )}
      <RolesDialog person={editing} onClose={() => setEditing(null)} />
      <DisableDialog person={stopping} onClose={() => setStopping(null)} />
      <Modal
        open={temporary !== undefined}
        title={temporary ? `已重置${temporary.name}的密码` : ''}
        okText="我已记下"
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setTemporary(undefined)}
        onCancel={() => setTemporary(undefined)}
      >
        <p>临时密码（只显示这一次，请告知本人并提醒其登录后修改）：</p>
        <Typography.Paragraph
          copyable={{ text: temporary?.password ?? '' }}
          strong
          className={styles.tempPassword}
        >
          {temporary?.password}
        </Typography.Paragraph>
        <p>该账号已在所有设备上退出登录。</p>
      </Modal>
    </section>
  );
}
