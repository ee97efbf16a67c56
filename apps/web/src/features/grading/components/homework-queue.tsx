import { Button, Empty, Rate, Select, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { ReloadResult } from '../../../components/page-states/page-states';
import { isApiError } from '../../../lib/api';
import { pathTo } from '../../../lib/paths';
import { useHomeworkQueue } from '../api/homework-queue';
import { MSG } from '../lib/homework-rules';
import { positive, withParams } from '../lib/search-params';
import type {
  CorrectionQueueRow,
  CorrectionQueueState,
  HomeworkQueueQuery,
  HomeworkState,
} from '../types';
import styles from '../pages/grading.module.css';

const PAGE_SIZE = 20;

// The server lists one state at a time, waiting ones when none is named.
type StateFilter = CorrectionQueueState;

const STATE_OPTIONS: Array<{ value: StateFilter; label: string }> = [
  { value: 'submitted', label: '待批改' },
  { value: 'returned', label: '已退回' },
  { value: 'corrected', label: '已批改' },
];

const STATE_TAGS: Record<HomeworkState, { text: string; color?: string }> = {
  submitted: { text: '待批改', color: 'processing' },
  returned: { text: '已退回', color: 'warning' },
  corrected: { text: '已批改', color: 'success' },
  // A returned homework the learner is redoing.
  draft: { text: '重做中' },
  todo: { text: '未提交' },
};

const EMPTY_TEXT: Record<StateFilter, string> = {
  submitted: '暂无待批改的作业',
  returned: '暂无已退回的作业',
  corrected: '暂无已批改的作业',
};

/** The waiting ones first: the default view, and where the waiting count comes from. */
const WAITING_FIRST_PAGE: HomeworkQueueQuery = { page: 1, pageSize: PAGE_SIZE, state: 'submitted' };

/** How many homework hand-ins wait in all my courses (whatever the filters); null until known. */
export function useHomeworkPending(enabled: boolean): number | null {
  return useHomeworkQueue(WAITING_FIRST_PAGE, enabled).data?.pending ?? null;
}

function stateOf(value: string | null): StateFilter {
  return STATE_OPTIONS.some((option) => option.value === value)
    ? (value as StateFilter)
    : 'submitted';
}

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/** 课后作业: hand-ins of the courses I teach, by course, lesson, state and overdue, oldest first. */
export function HomeworkQueue() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const courseId = positive(params.get('courseId'));
  const lessonId = courseId ? positive(params.get('lessonId')) : undefined;
  const state = stateOf(params.get('state'));
  // Overdue is a waiting one's: past the time its learner is owed a correction.
  const overdue = state === 'submitted' && params.get('overdue') === '1';
  const page = positive(params.get('page')) ?? 1;
  const query: HomeworkQueueQuery = {
    page,
    pageSize: PAGE_SIZE,
    ...(courseId ? { courseId } : {}),
    ...(lessonId ? { lessonId } : {}),
    state,
    ...(overdue ? { overdue: true } : {}),
  };
  const queue = useHomeworkQueue(query, true);

  // Another filter starts again at the first page.
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(withParams(params, { ...changes, page: undefined }));

  const courses = queue.data?.courses ?? [];
  const lessons = courses.find((course) => course.courseId === courseId)?.lessons ?? [];

  const open = (row: CorrectionQueueRow) =>
    void navigate(pathTo('HomeworkCorrect', {}, { id: row.submissionId }));

  const columns: TableColumnsType<CorrectionQueueRow> = [
    {
      title: '作业',
      dataIndex: 'homeworkTitle',
      ellipsis: true,
      render: (title: string, row) => (
        <div className={styles.cellTitle}>
          <span>{title}</span>
          {row.attempt > 1 && <span className={styles.muted}>第{row.attempt}次提交</span>}
        </div>
      ),
    },
    {
      title: '课程/课时',
      key: 'course',
      ellipsis: true,
      render: (_, row) => (
        <div className={styles.cellTitle}>
          <span>{row.courseTitle}</span>
          <span className={styles.muted}>{row.lessonTitle}</span>
        </div>
      ),
    },
    { title: '学员', dataIndex: 'studentName', width: 90 },
    {
      title: '提交时间',
      key: 'submittedAt',
      width: 160,
      render: (_, row) => (
        <span className={styles.cellTime}>
          {time(row.submittedAt)}
          {row.late && <Tag color="orange">迟交</Tag>}
        </span>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 110,
      render: (_, row) => (
        <span className={styles.cellTime}>
          <Tag color={STATE_TAGS[row.state].color}>{STATE_TAGS[row.state].text}</Tag>
          {row.overdue && <Tag color="error">超期</Tag>}
        </span>
      ),
    },
    {
      title: '得分',
      key: 'score',
      width: 90,
      render: (_, row) =>
        row.score === null ? (
          <span className={styles.muted}>—</span>
        ) : (
          `${row.score}/${row.totalScore}`
        ),
    },
    {
      title: '评价',
      dataIndex: 'rating',
      width: 130,
      render: (rating: number | null) =>
        rating === null ? (
          <span className={styles.muted}>未评价</span>
        ) : (
          <Rate disabled value={rating} className={styles.rate} aria-label={`${rating}星`} />
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, row) =>
        row.state === 'submitted' ? (
          <Button
            type="primary"
            size="small"
            onClick={() => open(row)}
            aria-label={`批改作业${row.submissionId}`}
          >
            批改
          </Button>
        ) : (
          <Button size="small" onClick={() => open(row)} aria-label={`查看作业${row.submissionId}`}>
            查看
          </Button>
        ),
    },
  ];

  const refused = isApiError(queue.error) && queue.error.code === 403;
  return (
    <>
      <div className={styles.filters}>
        <Select
          allowClear
          placeholder="全部课程"
          aria-label="按课程筛选"
          className={styles.filterNarrow}
          value={courseId}
          onChange={(value?: number) => update({ courseId: value, lessonId: undefined })}
          options={courses.map((course) => ({ value: course.courseId, label: course.title }))}
          notFoundContent="暂无课程"
        />
        <Select
          allowClear
          placeholder={courseId ? '全部课时' : '先选择课程'}
          aria-label="按课时筛选"
          className={styles.filterNarrow}
          disabled={!courseId}
          value={lessonId}
          onChange={(value?: number) => update({ lessonId: value })}
          options={lessons.map((lesson) => ({ value: lesson.lessonId, label: lesson.title }))}
          notFoundContent="暂无课时"
        />
        <Select
          aria-label="按状态筛选"
          className={styles.filterState}
          value={state}
          onChange={(value: StateFilter) =>
            update({
              state: value === 'submitted' ? undefined : value,
              ...(value === 'submitted' ? {} : { overdue: undefined }),
            })
          }
          options={STATE_OPTIONS}
        />
        <label className={styles.switch}>
          <Switch
            size="small"
            checked={overdue}
            disabled={state !== 'submitted'}
            onChange={(checked) => update({ overdue: checked ? 1 : undefined })}
            aria-label="只看超期"
          />
          只看超期
        </label>
      </div>
      {refused ? (
        <PageResult
          status="403"
          title={MSG.noCorrectRight}
          subTitle={queue.error?.message}
          action={{ label: '重试', onClick: () => void queue.refetch() }}
        />
      ) : queue.isError ? (
        <ReloadResult
          title="作业加载失败"
          error={queue.error}
          onReload={() => void queue.refetch()}
        />
      ) : (
        <Table<CorrectionQueueRow>
          rowKey="submissionId"
          size="middle"
          columns={columns}
          dataSource={queue.data?.list ?? []}
          loading={queue.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={EMPTY_TEXT[state]} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: queue.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 份`,
            onChange: (next) =>
              setParams(withParams(params, { page: next === 1 ? undefined : next })),
          }}
        />
      )}
    </>
  );
}
