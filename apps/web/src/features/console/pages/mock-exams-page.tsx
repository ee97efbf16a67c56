import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleMockExamMsg } from '@shangan/shared';
import type { ConsoleMockExam } from '@shangan/shared/contracts/console/mock-exams';
import { ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { useCancelConsoleMockExam, useConsoleMockExams } from '../api/console-mock-exams';
import { ContestDialog } from '../components/mock-exams/contest-dialog';
import {
  ContestDetails,
  ContestResults,
  ContestSchedule,
  ContestStateTag,
  ContestTitle,
} from '../components/mock-exams/contest-labels';
import { listAddress } from '../lib/list-address';
import { ListEmpty } from '../components/list-empty';
import styles from './console.module.css';

const PAGE_SIZE = 20;

/** Contests are changed or called off only before they start: while 预告 or 报名中. */
const notStarted = (contest: ConsoleMockExam) =>
  contest.state === 'upcoming' || contest.state === 'applying';

function EmptyContests() {
  return (
    <ListEmpty
      title="还没有模考"
      hint="点击「排期模考」，用试卷管理中的草稿试卷排期一场行测（可加考申论）模考"
    />
  );
}

/**
 * /admin/mockExams: the mock contests (模考大赛), the latest start first — their state, when
 * applications open and each stage runs (China time) on which paper, how many applied and sat,
 * and the results once the last stage has closed. Staff schedule a contest from draft papers of
 * 试卷管理 here, change one before it starts, and call one off while nobody has applied.
 */
export default function MockExamsPage() {
  useDocumentTitle('模考大赛 - 教务后台');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const contests = useConsoleMockExams({ page, pageSize: PAGE_SIZE });
  const cancel = useCancelConsoleMockExam();
  const [scheduling, setScheduling] = useState(false);
  const [changing, setChanging] = useState<ConsoleMockExam>();

  const show = (next?: number) => setParams(listAddress(params, {}, next));

  const cancelContest = async (contest: ConsoleMockExam) => {
    try {
      await cancel.mutateAsync({ id: contest.id });
    } catch (error) {
      // The client has shown the server's message (someone applied, it has started …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleMockExamMsg.cancelled);
  };

  const columns: TableColumnsType<ConsoleMockExam> = [
    { title: '模考', render: (_, contest) => <ContestTitle contest={contest} /> },
    {
      title: '状态',
      width: 90,
      render: (_, contest) => <ContestStateTag state={contest.state} />,
    },
    {
      title: '日程（北京时间）',
      width: 300,
      render: (_, contest) => <ContestSchedule contest={contest} />,
    },
    {
      title: '报名 / 参考',
      width: 128,
      render: (_, contest) => (
        <>
          <div>报名 {contest.applicants} 人</div>
          <div className={styles.muted}>参考 {contest.candidates} 人</div>
        </>
      ),
    },
    {
      title: '成绩',
      width: 210,
      render: (_, contest) => <ContestResults contest={contest} />,
    },
    {
      title: '操作',
      fixed: 'right',
      width: 120,
      render: (_, contest) =>
        notStarted(contest) ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`修改：${contest.title}`}
              onClick={() => setChanging(contest)}
            >
              修改
            </Button>
            <Popconfirm
              title="取消这场模考？"
              description="取消后学员不再看到这场模考，所用试卷回到试卷管理的草稿；已有人报名的模考不能取消"
              okText="取消模考"
              cancelText="不取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => cancelContest(contest)}
            >
              <Button type="link" size="small" danger aria-label={`取消：${contest.title}`}>
                取消
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          模考用试卷管理中的草稿试卷排期，学员在「模考大赛」中报名参加；行测成绩在最后一场结束后自动计算
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setScheduling(true)}>
          排期模考
        </Button>
      </div>
      {contests.isError ? (
        <ReloadResult
          title="模考加载失败"
          error={contests.error}
          onReload={() => void contests.refetch()}
        />
      ) : (
        <Table<ConsoleMockExam>
          rowKey="id"
          columns={columns}
          dataSource={contests.data?.list ?? []}
          loading={contests.isPending || contests.isPlaceholderData}
          locale={{ emptyText: <EmptyContests /> }}
          expandable={{
            expandedRowRender: (contest) => <ContestDetails contest={contest} />,
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: contests.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 场`,
            onChange: (next) => show(next),
          }}
          scroll={{ x: 1080 }}
        />
      )}
      <ContestDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        // A new contest starts later than most: the list goes back to its first page.
        onCreated={() => show()}
      />
      <ContestDialog
        open={changing !== undefined}
        contest={changing}
        onClose={() => setChanging(undefined)}
      />
    </section>
  );
}
