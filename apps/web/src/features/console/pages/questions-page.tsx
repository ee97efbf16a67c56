import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Select, Space, Table, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  COMPOSITE_TYPE_CODE,
  ConsoleQuestionMsg,
  QUESTION_TYPE_NAMES,
  QuestionTypeCode,
} from '@shangan/shared';
import type { ConsoleQuestionRow } from '@shangan/shared/contracts/console/questions';
import { LinkButton } from '../../../components/link-button/link-button';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import {
  useConsoleQuestions,
  useQuestionTargets,
  useRemoveConsoleQuestion,
} from '../api/console-questions';
import { ListEmpty } from '../components/list-empty';
import paperStyles from '../components/papers/papers.module.css';
import { PaperStateTag } from '../components/papers/paper-labels';
import { catalogueTree } from '../components/question-import/catalogue-tree';
import { newQuestionPath, questionEditPath } from '../components/questions/question-paths';
import { listAddress } from '../lib/list-address';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 60;
const TYPE_CODES = [...QuestionTypeCode, COMPOSITE_TYPE_CODE] as const;
const TYPE_OPTIONS = TYPE_CODES.map((code) => ({ value: code, label: QUESTION_TYPE_NAMES[code] }));

/**
 * A question as the table shows it: `children` renamed (antd's Table would take a row's
 * `children` for nested rows).
 */
type Row = Omit<ConsoleQuestionRow, 'children'> & { subQuestions: number };

function Stem({ row }: { row: Row }) {
  const tagged = row.vipOnly || row.hasMedia || row.subQuestions > 0;
  return (
    <div className={styles.taggedTitle}>
      <span className={styles.clamp} title={row.stem}>
        {row.stem || '（无文字题干）'}
      </span>
      {tagged && (
        <span className={styles.titleTags}>
          {row.subQuestions > 0 && <Tag color="blue">材料题 {row.subQuestions} 小题</Tag>}
          {row.hasMedia && <Tag color="purple">音视频</Tag>}
          {row.vipOnly && <Tag color="gold">会员</Tag>}
        </span>
      )}
    </div>
  );
}

function EmptyQuestions({ filtered }: { filtered: boolean }) {
  if (filtered) return <div className={paperStyles.empty}>没有找到符合条件的题目</div>;
  return (
    <ListEmpty
      title="题库中还没有题目"
      hint="点击「新建题目」逐题录入，或在「题库导入」中把 Word / Excel 文件批量导入"
    />
  );
}

/**
 * /admin/questions: the bank's questions, newest first, found by subject, knowledge point,
 * paper, type and stem (or number). Each is opened in the editor to be corrected, and one
 * nobody has used can be deleted; 新建题目 writes one by hand.
 */
export default function QuestionsPage() {
  useDocumentTitle('题目管理 - 教务后台');
  const [params, setParams] = useSearchParams();
  const subjectId = positiveInt(params.get('subjectId'));
  const catalogueId = positiveInt(params.get('catalogueId'));
  const paperId = positiveInt(params.get('paperId'));
  const typeCode = oneOf(TYPE_CODES, params.get('typeCode'));
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const questions = useConsoleQuestions({
    page,
    pageSize: PAGE_SIZE,
    ...(subjectId ? { subjectId } : {}),
    ...(catalogueId ? { catalogueId } : {}),
    ...(paperId ? { paperId } : {}),
    ...(typeCode ? { typeCode } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const targets = useQuestionTargets();
  const subjects = targets.data ?? [];
  const subject = subjects.find((one) => one.id === subjectId);
  const tree = useMemo(() => catalogueTree(subject?.catalogues ?? []), [subject]);
  const papers = subject?.papers ?? [];
  const remove = useRemoveConsoleQuestion();

  const rows = useMemo<Row[]>(
    () =>
      (questions.data?.list ?? []).map(({ children, ...row }) => ({
        ...row,
        subQuestions: children,
      })),
    [questions.data],
  );

  const show = (filters: Record<string, string | null>, next?: number) =>
    setParams(listAddress(params, filters, next));

  const removeQuestion = async (row: Row) => {
    try {
      await remove.mutateAsync({ id: row.id });
    } catch (error) {
      // The client has shown why not (learners used it, it is in a published paper …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleQuestionMsg.removed);
  };

  // A new question goes where the list is looking: its subject, and a draft paper shown.
  const shownPaper = papers.find((paper) => paper.id === paperId);
  const newPath = newQuestionPath({
    subjectId: subject?.id,
    paperId: shownPaper?.state === 'draft' ? shownPaper.id : null,
  });

  const columns: TableColumnsType<Row> = [
    { title: '编号', dataIndex: 'id', width: 84 },
    { title: '题型', dataIndex: 'typeName', width: 96 },
    { title: '题干', render: (_, row) => <Stem row={row} /> },
    {
      title: '答案',
      dataIndex: 'answer',
      width: 120,
      render: (answer: string) => (
        <div className={styles.clamp} title={answer}>
          {answer || '—'}
        </div>
      ),
    },
    {
      title: '知识点',
      width: 150,
      render: (_, row) => (
        <>
          <div className={styles.clamp}>{row.catalogueName || '—'}</div>
          <div className={styles.muted}>{row.subjectName}</div>
        </>
      ),
    },
    {
      title: '试卷',
      dataIndex: 'paperTitle',
      width: 170,
      render: (title: string) => (
        <div className={styles.clamp} title={title}>
          {title || '—'}
        </div>
      ),
    },
    { title: '难度', dataIndex: 'difficulty', width: 64, align: 'center' },
    { title: '分值', dataIndex: 'score', width: 72, align: 'right' },
    {
      title: '操作',
      fixed: 'right',
      width: 124,
      render: (_, row) => (
        <span className={paperStyles.actions}>
          <LinkButton
            type="link"
            size="small"
            to={questionEditPath(row.id)}
            aria-label={`修改题目 ${row.id}`}
          >
            修改
          </LinkButton>
          <Popconfirm
            title="删除这道题？"
            description={
              row.subQuestions > 0
                ? '材料和小题一起删除，无法恢复；学员用过的题不能删除'
                : '删除后无法恢复；学员用过的题不能删除'
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => removeQuestion(row)}
          >
            <Button
              type="link"
              size="small"
              danger
              disabled={remove.isPending}
              aria-label={`删除题目 ${row.id}`}
            >
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const filtered = Boolean(subjectId || catalogueId || paperId || typeCode || keyword);
  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <Space wrap>
          <Select
            aria-label="科目"
            placeholder="全部科目"
            style={{ width: 140 }}
            allowClear
            value={subjectId ?? undefined}
            // A knowledge point and a paper belong to one subject.
            onChange={(value?: number) =>
              show({ subjectId: value ? String(value) : null, catalogueId: null, paperId: null })
            }
            options={subjects.map((one) => ({ value: one.id, label: one.name }))}
            loading={targets.isPending}
            notFoundContent={targets.isError ? '科目加载失败' : '没有科目'}
          />
          <TreeSelect
            aria-label="知识点"
            placeholder={subject ? '全部知识点' : '先选科目再选知识点'}
            style={{ width: 200 }}
            allowClear
            disabled={!subject}
            value={subject ? (catalogueId ?? undefined) : undefined}
            onChange={(value?: number) => show({ catalogueId: value ? String(value) : null })}
            treeData={tree}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            notFoundContent="该科目下没有知识点"
          />
          <Select
            aria-label="试卷"
            placeholder={subject ? '全部试卷' : '先选科目再选试卷'}
            style={{ width: 220 }}
            allowClear
            disabled={!subject}
            value={subject ? (paperId ?? undefined) : undefined}
            onChange={(value?: number) => show({ paperId: value ? String(value) : null })}
            options={papers.map((paper) => ({
              value: paper.id,
              label: paper.title,
              state: paper.state,
            }))}
            optionRender={(option) => (
              <span className={styles.titleTags}>
                <span>{option.label}</span>
                <PaperStateTag state={option.data.state} />
              </span>
            )}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="该科目还没有试卷"
          />
          <Select
            aria-label="题型"
            placeholder="全部题型"
            style={{ width: 130 }}
            allowClear
            value={typeCode ?? undefined}
            onChange={(value?: string) => show({ typeCode: value ?? null })}
            options={TYPE_OPTIONS}
          />
          <Input.Search
            key={keyword}
            aria-label="搜索题目"
            placeholder="按题干或编号搜索"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 280 }}
            onSearch={(value) => show({ keyword: value.trim().slice(0, KEYWORD_MAX) })}
          />
        </Space>
        <LinkButton type="primary" icon={<PlusOutlined />} to={newPath}>
          新建题目
        </LinkButton>
      </div>
      <p className={styles.muted}>
        题目修改后，学员之后的作答按新答案判分，已有成绩不变；学员用过的题不能删除，已发布试卷中的题要先下架试卷才能删除。
      </p>
      {questions.isError ? (
        <ReloadResult
          title="题目加载失败"
          error={questions.error}
          onReload={() => void questions.refetch()}
        />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={questions.isPending || questions.isPlaceholderData}
          locale={{ emptyText: <EmptyQuestions filtered={filtered} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: questions.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 道`,
            onChange: (next) => show({}, next),
          }}
          scroll={{ x: 1080 }}
        />
      )}
    </section>
  );
}
