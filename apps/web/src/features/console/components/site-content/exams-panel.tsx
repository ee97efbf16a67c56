import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EXAM_CALENDAR_TYPES } from '@shangan/shared';
import type { ConsoleExam } from '@shangan/shared/contracts/console/site-content';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../../lib/address-params';
import { useConsoleExams } from '../../api/console-exams';
import { listAddress } from '../../lib/list-address';
import { articleSitePath } from '../articles/article-paths';
import { ExamDialog } from './exam-dialog';
import { RowActions } from './row-actions';
import type { SiteChoice } from './site-choice';
import styles from './site-content.module.css';
import { useSiteContentActions } from './use-site-content-actions';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 40;
const ALL_TYPES = '';
const TYPE_FILTERS = [
  { value: ALL_TYPES, label: '全部类型' },
  ...EXAM_CALENDAR_TYPES.map((type) => ({ value: type, label: type })),
];

/**
 * 考试日历: the exams the site's calendar shows, latest exam first, found by kind and name,
 * each with its sign-up days, exam day and the announcement it opens.
 */
export function ExamsPanel({ sites }: { sites: SiteChoice[] }) {
  const [params, setParams] = useSearchParams();
  const examType = oneOf(EXAM_CALENDAR_TYPES, params.get('examType'));
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const exams = useConsoleExams({
    page,
    pageSize: PAGE_SIZE,
    ...(examType ? { examType } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const { remove, busy } = useSiteContentActions();
  const [editing, setEditing] = useState<{ exam: ConsoleExam | null } | null>(null);

  const show = (next: { examType?: string; keyword?: string; page?: number }) => {
    const filters: Record<string, string | null> = {};
    if (next.examType !== undefined) filters.examType = next.examType || null;
    if (next.keyword !== undefined) filters.keyword = next.keyword.trim().slice(0, KEYWORD_MAX);
    setParams(listAddress(params, filters, next.page));
  };

  const columns: TableColumnsType<ConsoleExam> = [
    {
      title: '考试名称',
      dataIndex: 'title',
      render: (title: string) => <span className={styles.title}>{title}</span>,
    },
    { title: '类型', dataIndex: 'examType', width: 90 },
    { title: '地区', dataIndex: 'region', width: 72 },
    {
      title: '分站',
      dataIndex: 'cityName',
      width: 90,
      render: (name: string) => name || <span className={styles.muted}>—</span>,
    },
    {
      title: '报名时间',
      width: 124,
      render: (_, exam) => `${exam.signupStart} 至 ${exam.signupEnd}`,
    },
    { title: '考试日期', dataIndex: 'examDate', width: 110 },
    {
      title: '关联公告',
      width: 180,
      render: (_, exam) =>
        exam.articleId === null ? (
          <span className={styles.muted}>未关联</span>
        ) : (
          <a
            href={articleSitePath(exam.articleId)}
            target="_blank"
            rel="noreferrer"
            className={styles.address}
            title={exam.articleTitle}
          >
            {exam.articleTitle || `文章 ${exam.articleId}`}
          </a>
        ),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 110,
      render: (_, exam) => (
        <RowActions
          name={exam.title}
          busy={busy}
          onEdit={() => setEditing({ exam })}
          onDelete={() => remove('exam', exam.id)}
          deleteTitle="删除这场考试？"
        />
      ),
    },
  ];

  const filtered = Boolean(examType || keyword);
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.filters}>
          <Select<string>
            aria-label="考试类型"
            style={{ width: 140 }}
            value={examType ?? ALL_TYPES}
            options={TYPE_FILTERS}
            onChange={(next) => show({ examType: next, page: 1 })}
          />
          <Input.Search
            key={keyword}
            aria-label="搜索考试"
            placeholder="按考试名称搜索"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 300 }}
            onSearch={(value) => show({ keyword: value, page: 1 })}
          />
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ exam: null })}>
          新建考试
        </Button>
      </div>
      {exams.isError ? (
        <ReloadResult
          title="考试日历加载失败"
          error={exams.error}
          onReload={() => void exams.refetch()}
        />
      ) : (
        <Table<ConsoleExam>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={exams.data?.list ?? []}
          loading={exams.isPending || exams.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filtered
                    ? '没有找到符合条件的考试，换个类型或名称再找'
                    : '考试日历还是空的，点「新建考试」添加一场'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: exams.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 场`,
            onChange: (next) => show({ page: next }),
          }}
          scroll={{ x: 960 }}
        />
      )}
      <ExamDialog
        open={editing !== null}
        exam={editing?.exam ?? null}
        sites={sites}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
