import { Button, Progress, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { JOB_STATE_LABELS, JOB_STATES, JobMsg, type JobState } from '@shangan/shared';
import type { JobRun } from '@shangan/shared/contracts/console/jobs';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { useConsoleJobs } from '../api/console-jobs';
import { useRetryJob } from '../api/retry-job';
import { engineText, JOB_STATE_COLOR } from '../components/jobs/job-labels';
import styles from './console.module.css';

const PAGE_SIZE = 20;

type TabKey = JobState | 'all';
const TABS: readonly TabKey[] = ['all', ...JOB_STATES];
const TAB_TEXT: Record<TabKey, string> = { all: '全部', ...JOB_STATE_LABELS };

function StateCell({ run }: { run: JobRun }) {
  return (
    <>
      <Tag color={JOB_STATE_COLOR[run.state]}>{JOB_STATE_LABELS[run.state]}</Tag>
      {run.state === 'active' && (
        <Progress
          percent={run.progress}
          size="small"
          aria-label={`进度 ${run.progress}%`}
          style={{ width: 120, margin: 0 }}
        />
      )}
      {run.state === 'retrying' && (
        <div className={styles.muted}>{formatDateTime(run.runAfter)} 重试</div>
      )}
    </>
  );
}

/**
 * /admin/jobs (administrators): the background work — video packaging and whatever comes
 * next — newest first, with what failed and why; a failed run can be queued again. The list
 * reads itself again every three seconds while something on it is queued or running.
 */
export default function JobsPage() {
  useDocumentTitle('后台任务 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get('state')) ?? 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const jobs = useConsoleJobs({
    page,
    pageSize: PAGE_SIZE,
    ...(tab === 'all' ? {} : { state: tab }),
  });
  const retry = useRetryJob();

  const show = (next: { tab?: TabKey; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.tab !== undefined) {
      if (next.tab === 'all') search.delete('state');
      else search.set('state', next.tab);
    }
    if (next.page && next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  const retryRun = async (run: JobRun) => {
    try {
      await retry.mutateAsync({ id: run.id });
    } catch (error) {
      // The client has shown the server's message (只有失败的任务可以重试 …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(JobMsg.retried);
  };

  const columns: TableColumnsType<JobRun> = [
    { title: '编号', dataIndex: 'id', width: 80 },
    {
      title: '任务',
      render: (_, run) => (
        <>
          <div className={styles.clamp}>{run.title}</div>
          <div className={styles.muted}>{run.kindName}</div>
        </>
      ),
    },
    { title: '状态', width: 160, render: (_, run) => <StateCell run={run} /> },
    {
      title: '尝试',
      width: 80,
      render: (_, run) => `${run.attempts}/${run.maxAttempts}`,
    },
    {
      title: '失败原因',
      dataIndex: 'lastError',
      render: (error: string) =>
        error ? (
          <span className={styles.text}>{error}</span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '完成时间',
      dataIndex: 'finishedAt',
      width: 160,
      render: (at: string | null) => (at ? formatDateTime(at) : '—'),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 80,
      render: (_, run) =>
        run.state === 'failed' ? (
          <Button
            type="link"
            loading={retry.isPending && retry.variables?.id === run.id}
            onClick={() => void retryRun(run)}
            aria-label={`重试任务${run.id}`}
          >
            重试
          </Button>
        ) : null,
    },
  ];

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: oneOf(TABS, key) ?? 'all', page: 1 })}
        items={TABS.map((key) => ({ key, label: TAB_TEXT[key] }))}
      />
      {jobs.data && (
        <p className={styles.muted}>
          任务由{engineText(jobs.data.engine)}执行；有任务排队或处理中时，列表每 3 秒自动刷新
        </p>
      )}
      {jobs.isError ? (
        <ReloadResult
          title="任务加载失败"
          error={jobs.error}
          onReload={() => void jobs.refetch()}
        />
      ) : (
        <Table<JobRun>
          rowKey="id"
          columns={columns}
          dataSource={jobs.data?.list ?? []}
          loading={jobs.isPending || jobs.isPlaceholderData}
          locale={{ emptyText: tab === 'all' ? '还没有后台任务' : '没有这个状态的任务' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: jobs.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 1100 }}
        />
      )}
    </section>
  );
}
