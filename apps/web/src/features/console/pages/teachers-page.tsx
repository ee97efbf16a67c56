import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ConsoleTeacherProfile } from '@shangan/shared/contracts/console/teachers';
import { ReloadResult } from '../../../components/page-states/page-states';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleTeachers } from '../api/console-teachers';
import { TeacherDialog } from '../components/teachers/teacher-dialog';
import styles from './console.module.css';

/**
 * /admin/teachers: the teacher profiles courses and live classes show, with their courses and
 * the account that teaches under each; editors create and change them.
 */
export default function TeachersPage() {
  useDocumentTitle('讲师 - 教务后台');
  const teachers = useConsoleTeachers();
  // undefined: closed; null: a new profile.
  const [editing, setEditing] = useState<ConsoleTeacherProfile | null | undefined>(undefined);

  const columns: TableColumnsType<ConsoleTeacherProfile> = [
    {
      title: '头像',
      dataIndex: 'avatarUrl',
      width: 80,
      render: (url: string, teacher) =>
        url ? (
          <img src={url} alt={teacher.name} width={48} height={48} style={{ borderRadius: 8 }} />
        ) : null,
    },
    {
      title: '讲师',
      render: (_, teacher) => (
        <>
          <div>{teacher.name}</div>
          <div className={styles.muted}>{teacher.title}</div>
        </>
      ),
    },
    {
      title: '教龄',
      dataIndex: 'years',
      width: 80,
      align: 'right',
      render: (y: number) => `${y} 年`,
    },
    { title: '课程', dataIndex: 'courses', width: 80, align: 'right' },
    {
      title: '授课账号',
      width: 180,
      render: (_, teacher) =>
        teacher.accountPhone ? (
          <>
            <div>{teacher.accountPhone}</div>
            <div className={styles.muted}>{teacher.accountName}</div>
          </>
        ) : (
          <span className={styles.muted}>未关联</span>
        ),
    },
    {
      title: '操作',
      width: 80,
      fixed: 'right',
      render: (_, teacher) => (
        <Button type="link" onClick={() => setEditing(teacher)} aria-label={`编辑${teacher.name}`}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>课程详情页和直播课显示讲师的头像、头衔与简介。</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新建讲师
        </Button>
      </div>
      {teachers.isError ? (
        <ReloadResult
          title="讲师加载失败"
          error={teachers.error}
          onReload={() => void teachers.refetch()}
        />
      ) : (
        <Table<ConsoleTeacherProfile>
          rowKey="id"
          columns={columns}
          dataSource={teachers.data ?? []}
          loading={teachers.isPending}
          pagination={false}
          locale={{ emptyText: '还没有讲师，点「新建讲师」添加' }}
          scroll={{ x: 760 }}
        />
      )}
      <TeacherDialog target={editing} onClose={() => setEditing(undefined)} />
    </section>
  );
}
