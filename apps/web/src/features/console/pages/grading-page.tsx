import { Card, Col, Row, Skeleton, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { STAFF_ROLE_LABELS, type StaffRole } from '@shangan/shared';
import type { GraderWorkload, GradingWorkload } from '@shangan/shared/contracts/console/grading';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useGradingWorkload } from '../api/grading-workload';
import { meanHoursText, waitedFor } from '../grading-words';
import styles from './console.module.css';
import { ReloadResult } from '../../../components/page-states/page-states';

type Backlog = GradingWorkload['shortAnswers'];
type Kind = 'shortAnswers' | 'homework';

/** One kind's backlog: how many wait, how many are open right now, and the longest wait. */
function BacklogCard({ title, backlog, now }: { title: string; backlog: Backlog; now: number }) {
  return (
    <section aria-label={title}>
      <Card title={title} size="small">
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title="待批改" value={backlog.waiting} suffix="份" />
          </Col>
          <Col span={8}>
            <Statistic title="其中批改中" value={backlog.inHand} suffix="份" />
          </Col>
          <Col span={8}>
            <Statistic title="最久已等" value={waitedFor(backlog.oldestSubmittedAt, now)} />
          </Col>
        </Row>
      </Card>
    </section>
  );
}

/** 今日 / 7天 / 30天 of one kind, under the kind's name. */
function countColumns(kind: Kind, title: string): TableColumnsType<GraderWorkload>[number] {
  return {
    title,
    align: 'center',
    children: [
      { title: '今日', key: `${kind}Today`, align: 'right', render: (_, row) => row[kind].today },
      { title: '7天', key: `${kind}Week`, align: 'right', render: (_, row) => row[kind].week },
      { title: '30天', key: `${kind}Month`, align: 'right', render: (_, row) => row[kind].month },
    ],
  };
}

const COLUMNS: TableColumnsType<GraderWorkload> = [
  {
    title: '姓名',
    key: 'name',
    render: (_, row) => (
      <>
        <div>{row.name}</div>
        {row.roles.map((role) => (
          <Tag key={role} color={role === 'admin' ? 'red' : 'blue'}>
            {STAFF_ROLE_LABELS[role as StaffRole] ?? role}
          </Tag>
        ))}
      </>
    ),
  },
  countColumns('shortAnswers', '申论'),
  countColumns('homework', '作业'),
  {
    title: '平均用时',
    align: 'center',
    children: [
      {
        title: '申论',
        key: 'shortAnswersMean',
        align: 'right',
        render: (_, row) => meanHoursText(row.shortAnswers.meanHours),
      },
      {
        title: '作业',
        key: 'homeworkMean',
        align: 'right',
        render: (_, row) => meanHoursText(row.homework.meanHours),
      },
    ],
  },
];

/**
 * /admin/grading (administrators): what waits for the graders and teachers and for how long,
 * and what each of them graded today, in 7 and in 30 days — busiest first, as the server sends.
 */
export default function GradingPage() {
  useDocumentTitle('批改工作量 - 教务后台');
  const workload = useGradingWorkload();

  const body = () => {
    if (workload.isError) {
      return (
        <ReloadResult
          title="批改工作量加载失败"
          error={workload.error}
          onReload={() => void workload.refetch()}
        />
      );
    }
    if (!workload.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const { shortAnswers, homework, people } = workload.data;
    // Waits are counted to when the figures were read, so they agree with the counts beside them.
    const readAt = workload.dataUpdatedAt;
    return (
      <>
        <Row gutter={[16, 16]} className={styles.gradingBacklogs}>
          <Col xs={24} lg={12}>
            <BacklogCard title="申论待批改" backlog={shortAnswers} now={readAt} />
          </Col>
          <Col xs={24} lg={12}>
            <BacklogCard title="作业待批改" backlog={homework} now={readAt} />
          </Col>
        </Row>
        <h2 className={styles.sectionTitle}>每位老师</h2>
        <Table<GraderWorkload>
          aria-label="每位老师"
          rowKey="userId"
          bordered
          size="middle"
          columns={COLUMNS}
          dataSource={people}
          locale={{ emptyText: '还没有批改老师' }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </>
    );
  };

  return (
    <section className={styles.panel}>
      <p className={styles.muted}>数据按中国时间计算，每次打开时更新。</p>
      {body()}
    </section>
  );
}
