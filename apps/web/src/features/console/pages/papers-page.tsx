import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConsolePaperMsg, PAPER_STATE_NAMES, PAPER_STATES } from '@shangan/shared';
import type { ConsolePaper } from '@shangan/shared/contracts/console/papers';
import { LinkButton } from '../../../components/link-button/link-button';
import { ReloadResult } from '../../../components/page-states/page-states';
import { oneOf, positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import {
  useConsolePapers,
  usePublishConsolePaper,
  useRemoveConsolePaper,
} from '../api/console-papers';
import { useImportTargets } from '../api/import-targets';
import { PaperDialog } from '../components/papers/paper-dialog';
import { PaperStateTag } from '../components/papers/paper-labels';
import { paperImportPath } from '../components/papers/paper-paths';
import { PaperQuestionsDrawer } from '../components/papers/paper-questions-drawer';
import paperStyles from '../components/papers/papers.module.css';
import { listAddress } from '../lib/list-address';
import { ListEmpty } from '../components/list-empty';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** The contract's longest keyword. */
const KEYWORD_MAX = 60;
const STATE_OPTIONS = PAPER_STATES.map((state) => ({
  value: state,
  label: PAPER_STATE_NAMES[state],
}));

function PaperTitle({ paper }: { paper: ConsolePaper }) {
  return (
    <div className={styles.taggedTitle}>
      <span className={styles.clamp}>{paper.title}</span>
      <span className={styles.titleTags}>
        <Tag>{paper.year}年</Tag>
        <Tag>{paper.region}</Tag>
        <Tag>{paper.examType}</Tag>
        {paper.examinationLevel && <Tag>{paper.examinationLevel}</Tag>}
      </span>
    </div>
  );
}

function EmptyPapers({ filtered }: { filtered: boolean }) {
  if (filtered) return <div className={paperStyles.empty}>没有找到符合条件的试卷</div>;
  return (
    <ListEmpty
      title="还没有试卷"
      hint="新建试卷后，在「题库导入」中把 Word / Excel 文件导入到这份试卷"
    />
  );
}

/**
 * /admin/papers: the past papers (历年真题), drafts and published, newest first. A paper is
 * written here as a draft, filled by importing a file into it (题库导入), checked question by
 * question, then published to the learners; an empty draft can be deleted.
 */
export default function PapersPage() {
  useDocumentTitle('试卷管理 - 教务后台');
  const [params, setParams] = useSearchParams();
  const subjectId = positiveInt(params.get('subjectId'));
  const state = oneOf(PAPER_STATES, params.get('state'));
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const papers = useConsolePapers({
    page,
    pageSize: PAGE_SIZE,
    ...(subjectId ? { subjectId } : {}),
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const targets = useImportTargets();
  const subjects = targets.data ?? [];
  const publish = usePublishConsolePaper();
  const remove = useRemoveConsolePaper();
  // undefined: closed; null: a new paper.
  const [editing, setEditing] = useState<ConsolePaper | null | undefined>(undefined);
  const [opened, setOpened] = useState<ConsolePaper | null>(null);
  // The drawer follows the list as it is read again (a question taken out changes the count).
  const viewing = opened && (papers.data?.list.find((paper) => paper.id === opened.id) ?? opened);

  const show = (filters: Record<string, string | null>, next?: number) =>
    setParams(listAddress(params, filters, next));

  const setPublished = async (paper: ConsolePaper, published: boolean) => {
    try {
      await publish.mutateAsync({ id: paper.id, published });
    } catch (error) {
      // The client has shown the server's message (no questions yet, learners started it …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(published ? ConsolePaperMsg.published : ConsolePaperMsg.withdrawn);
  };

  const removePaper = async (paper: ConsolePaper) => {
    try {
      await remove.mutateAsync({ id: paper.id });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsolePaperMsg.removed);
  };

  const columns: TableColumnsType<ConsolePaper> = [
    { title: '试卷', render: (_, paper) => <PaperTitle paper={paper} /> },
    { title: '科目', dataIndex: 'subjectName', width: 100 },
    {
      title: '题目',
      width: 110,
      render: (_, paper) => (
        <>
          <div>{paper.questionCount} 题</div>
          <div className={styles.muted}>共 {paper.totalScore} 分</div>
        </>
      ),
    },
    {
      title: '时长',
      dataIndex: 'timeLimitMinutes',
      width: 90,
      render: (minutes: number) => `${minutes} 分钟`,
    },
    {
      title: '状态',
      width: 130,
      render: (_, paper) => (
        <span className={styles.titleTags}>
          <PaperStateTag state={paper.state} />
          {paper.vipOnly && <Tag color="gold">会员</Tag>}
        </span>
      ),
    },
    { title: '做过的学员', dataIndex: 'learners', width: 116, align: 'right' },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      fixed: 'right',
      width: 220,
      render: (_, paper) => (
        <span className={paperStyles.actions}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(paper)}
            aria-label={`编辑：${paper.title}`}
          >
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => setOpened(paper)}
            aria-label={`题目：${paper.title}`}
          >
            题目
          </Button>
          {paper.state === 'draft' && (
            <LinkButton
              type="link"
              size="small"
              to={paperImportPath(paper)}
              aria-label={`导入试题：${paper.title}`}
            >
              导入试题
            </LinkButton>
          )}
          {paper.state === 'draft' ? (
            <Popconfirm
              title="发布这套试卷？"
              description="发布后学员可在历年真题中看到并作答"
              okText="发布"
              cancelText="取消"
              onConfirm={() => setPublished(paper, true)}
            >
              <Button type="link" size="small" aria-label={`发布：${paper.title}`}>
                发布
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm
              title="下架这套试卷？"
              description="下架后回到草稿，学员不再看到；已有学员做过的试卷不能下架"
              okText="下架"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => setPublished(paper, false)}
            >
              <Button type="link" size="small" danger aria-label={`下架：${paper.title}`}>
                下架
              </Button>
            </Popconfirm>
          )}
          {paper.state === 'draft' && paper.questionCount === 0 && (
            <Popconfirm
              title="删除这套试卷？"
              description="删除后无法恢复"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => removePaper(paper)}
            >
              <Button type="link" size="small" danger aria-label={`删除：${paper.title}`}>
                删除
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  const filtered = Boolean(subjectId || state || keyword);
  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <Space wrap>
          <Select
            aria-label="科目"
            placeholder="全部科目"
            style={{ width: 160 }}
            allowClear
            value={subjectId ?? undefined}
            onChange={(value?: number) => show({ subjectId: value ? String(value) : null })}
            options={subjects.map((subject) => ({ value: subject.id, label: subject.name }))}
            loading={targets.isPending}
            notFoundContent={targets.isError ? '科目加载失败' : '没有科目'}
          />
          <Select
            aria-label="状态"
            placeholder="全部状态"
            style={{ width: 120 }}
            allowClear
            value={state ?? undefined}
            onChange={(value?: string) => show({ state: value ?? null })}
            options={STATE_OPTIONS}
          />
          <Input.Search
            key={keyword}
            aria-label="搜索试卷"
            placeholder="按试卷名称搜索"
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            allowClear
            enterButton="搜索"
            style={{ width: 300 }}
            onSearch={(value) => show({ keyword: value.trim().slice(0, KEYWORD_MAX) })}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          新建试卷
        </Button>
      </div>
      <p className={styles.muted}>
        试卷先存为草稿，学员看不到；导入试题、核对无误后发布到历年真题。
      </p>
      {papers.isError ? (
        <ReloadResult
          title="试卷加载失败"
          error={papers.error}
          onReload={() => void papers.refetch()}
        />
      ) : (
        <Table<ConsolePaper>
          rowKey="id"
          columns={columns}
          dataSource={papers.data?.list ?? []}
          loading={papers.isPending || papers.isPlaceholderData}
          locale={{ emptyText: <EmptyPapers filtered={filtered} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: papers.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 套`,
            onChange: (next) => show({}, next),
          }}
          scroll={{ x: 1160 }}
        />
      )}
      <PaperDialog
        target={editing}
        subjects={subjects}
        defaultSubjectId={subjectId ?? undefined}
        onClose={() => setEditing(undefined)}
        // New papers come first: the list goes back to its first page to show it.
        onCreated={() => show({})}
      />
      <PaperQuestionsDrawer paper={viewing} onClose={() => setOpened(null)} />
    </section>
  );
}
