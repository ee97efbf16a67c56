import { Button, Drawer, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { ConsolePaperMsg } from '@shangan/shared';
import type { ConsolePaper, ConsolePaperQuestion } from '@shangan/shared/contracts/console/papers';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { LinkButton } from '../../../../components/link-button/link-button';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../lib/notifier';
import { useConsolePaperQuestions, useDetachConsolePaperQuestion } from '../../api/console-papers';
import consoleStyles from '../../pages/console.module.css';
import { newQuestionPath, questionEditPath } from '../questions/question-paths';
import { PaperStateTag } from './paper-labels';
import { paperImportPath } from './paper-paths';
import styles from './papers.module.css';

/**
 * A question as the table shows it: its number in the paper, and `children` renamed (antd's
 * Table would take a row's `children` for nested rows).
 */
type Row = Omit<ConsolePaperQuestion, 'children'> & { number: number; subQuestions: number };

/**
 * 题目: a paper's questions in the order of the paper, as learners meet them. Each opens in the
 * question editor (修改); a draft takes new ones written there (新增题目, last in the paper), and
 * its questions can be taken out (移出试卷; they stay in the bank); a published paper's are fixed
 * in number and order.
 */
export function PaperQuestionsDrawer({
  paper,
  onClose,
}: {
  /** The paper shown; null when closed. */
  paper: ConsolePaper | null;
  onClose: () => void;
}) {
  const questions = useConsolePaperQuestions(paper?.id ?? null);
  const detach = useDetachConsolePaperQuestion();
  const draft = paper?.state === 'draft';

  const rows = useMemo<Row[]>(
    () =>
      (questions.data ?? []).map(({ children, ...question }, index) => ({
        ...question,
        number: index + 1,
        subQuestions: children,
      })),
    [questions.data],
  );

  const takeOut = async (row: Row) => {
    if (!paper) return;
    try {
      await detach.mutateAsync({ id: paper.id, questionId: row.id });
    } catch (error) {
      // The client has shown the server's message (已发布的试卷不能移出题目 …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(`第 ${row.number} 题${ConsolePaperMsg.detached}`);
  };

  const columns: TableColumnsType<Row> = [
    { title: '题号', dataIndex: 'number', width: 64 },
    { title: '题型', dataIndex: 'typeName', width: 90 },
    {
      title: '题干',
      render: (_, row) => (
        <>
          <div className={consoleStyles.clamp} title={row.stem}>
            {row.stem}
          </div>
          {row.subQuestions > 0 && (
            <Tag color="blue" className={styles.subQuestions}>
              {row.subQuestions} 道小题
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '答案',
      dataIndex: 'answer',
      width: 100,
      render: (answer: string) => <div className={consoleStyles.clamp}>{answer || '—'}</div>,
    },
    { title: '知识点', dataIndex: 'catalogueName', width: 140 },
    { title: '分值', dataIndex: 'score', width: 64, align: 'right' },
    {
      title: '操作',
      width: draft ? 150 : 72,
      render: (_: unknown, row: Row) => (
        <span className={styles.actions}>
          <LinkButton
            type="link"
            size="small"
            to={questionEditPath(row.id)}
            aria-label={`修改：第 ${row.number} 题`}
          >
            修改
          </LinkButton>
          {draft && (
            <Popconfirm
              title="把这道题移出试卷？"
              description="题目仍留在题库中，之后可以再导入到试卷"
              okText="移出"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => takeOut(row)}
            >
              <Button
                type="link"
                size="small"
                danger
                disabled={detach.isPending}
                aria-label={`移出试卷：第 ${row.number} 题`}
              >
                移出试卷
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <Drawer
      open={paper !== null}
      onClose={onClose}
      size={960}
      title={paper ? `题目：${paper.title}` : '题目'}
      extra={paper && <PaperStateTag state={paper.state} />}
      destroyOnHidden
    >
      {paper && (
        <div className={styles.drawerHead}>
          <span className={consoleStyles.muted}>
            {draft ? '按卷面顺序列出；移出的题目仍留在题库中。' : ConsolePaperMsg.publishedLocked}
          </span>
          {draft && (
            <span className={styles.addQuestions}>
              <LinkButton
                to={newQuestionPath({ subjectId: paper.subjectId, paperId: paper.id })}
                aria-label={`新增题目到：${paper.title}`}
              >
                新增题目
              </LinkButton>
              <LinkButton to={paperImportPath(paper)} aria-label={`导入试题到：${paper.title}`}>
                导入试题
              </LinkButton>
            </span>
          )}
        </div>
      )}
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
          loading={questions.isPending && paper !== null}
          pagination={false}
          locale={{
            emptyText:
              '试卷还没有题目：点「新增题目」逐题录入，或点「导入试题」把 Word / Excel 文件导入到这份试卷',
          }}
          summary={() =>
            rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={columns.length}>
                  <span className={consoleStyles.muted}>
                    共 {paper?.questionCount ?? rows.length} 题 · 总分 {paper?.totalScore ?? 0} 分
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
          scroll={{ x: 760 }}
        />
      )}
    </Drawer>
  );
}
