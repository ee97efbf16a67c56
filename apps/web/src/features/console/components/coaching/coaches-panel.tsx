import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type {
  ConsoleCoach,
  ConsoleCoachingProduct,
} from '@shangan/shared/contracts/console/coaching';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { useConsoleCoaches } from '../../api/console-coaching';
import { ListEmpty } from '../list-empty';
import { CoachDialog } from './coach-dialog';
import styles from './coaching.module.css';

/**
 * 辅导老师: the coaches coaching products' pages show — picture, name and title, years of
 * teaching, speciality and the products they teach — added and changed here; which products a
 * coach teaches is set in each product's editor.
 */
export function CoachesPanel({ products }: { products: ConsoleCoachingProduct[] }) {
  const coaches = useConsoleCoaches();
  // undefined: closed; null: a new coach.
  const [editing, setEditing] = useState<ConsoleCoach | null | undefined>(undefined);
  const titles = new Map(products.map((product) => [product.id, product.title]));

  const columns: TableColumnsType<ConsoleCoach> = [
    {
      title: '头像',
      dataIndex: 'avatarUrl',
      width: 72,
      render: (url: string, coach) => (
        <Avatar
          shape="square"
          size={44}
          src={url || undefined}
          alt={coach.name}
          icon={<UserOutlined />}
        />
      ),
    },
    {
      title: '老师',
      width: 180,
      render: (_, coach) => (
        <>
          <div className={styles.coachName}>{coach.name}</div>
          {coach.title && <div className={styles.muted}>{coach.title}</div>}
        </>
      ),
    },
    {
      title: '教龄',
      dataIndex: 'years',
      width: 80,
      align: 'right',
      render: (years: number) => `${years} 年`,
    },
    {
      title: '擅长方向',
      dataIndex: 'speciality',
      width: 200,
      render: (speciality: string) => speciality || <span className={styles.muted}>—</span>,
    },
    {
      title: '所授产品',
      width: 240,
      render: (_, coach) =>
        coach.productIds.length ? (
          <span className={styles.tags}>
            {coach.productIds.map((id) => (
              <Tag key={id} className={styles.wrapTag}>
                {titles.get(id) ?? `产品 #${id}`}
              </Tag>
            ))}
          </span>
        ) : (
          <span className={styles.muted}>未分配产品</span>
        ),
    },
    {
      title: '操作',
      width: 80,
      fixed: 'right',
      render: (_, coach) => (
        <Button
          type="link"
          size="small"
          aria-label={`修改老师：${coach.name}`}
          onClick={() => setEditing(coach)}
        >
          修改
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className={styles.slotsHead}>
        <span className={styles.muted}>
          老师显示在辅导产品页；在产品的「编辑产品」中选择由哪些老师辅导，再为老师安排时段。
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新增老师
        </Button>
      </div>
      {coaches.isError ? (
        <ReloadResult
          title="辅导老师加载失败"
          error={coaches.error}
          onReload={() => void coaches.refetch()}
        />
      ) : (
        <Table<ConsoleCoach>
          rowKey="id"
          columns={columns}
          dataSource={coaches.data ?? []}
          loading={coaches.isPending}
          pagination={false}
          locale={{
            emptyText: <ListEmpty title="还没有辅导老师" hint="点击「新增老师」添加" />,
          }}
          scroll={{ x: 852 }}
        />
      )}
      <CoachDialog target={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
