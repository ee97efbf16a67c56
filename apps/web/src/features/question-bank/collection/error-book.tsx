import { Button, Empty, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useErrorEntries } from '../api/error-question-info';
import { useErrorBook } from '../api/error-question-log';
import type { ErrorGroup } from '../api/error-question-log';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { useStartPractice } from '../hooks/use-start-practice';
import styles from '../components/bank.module.css';

const PAGE_SIZE = 5;

/**
 * 错题本: wrong answers by knowledge point; practise a group (or everything) again in batches,
 * and see each question with my last wrong answer, the key and the analyses.
 */
export function ErrorBook() {
  const book = useErrorBook();
  const [group, setGroup] = useState<ErrorGroup | null>(null);
  const [page, setPage] = useState(1);
  const entries = useErrorEntries({
    page,
    size: PAGE_SIZE,
    ...(group ? { knowledgePointId: group.knowledgePointId || undefined } : {}),
  });
  const navigate = useNavigate();
  const start = useStartPractice(
    (exerciseId) => void navigate(pathTo('SpecificTest', {}, { exerciseId })),
  );

  const practise = (target: ErrorGroup | null) =>
    start.mutate({
      kind: 'error',
      count: 20,
      ...(target?.knowledgePointId ? { knowledgePointId: target.knowledgePointId } : {}),
    });

  if (book.isPending) return <LoadingState />;
  if (book.isError) return <ErrorState error={book.error} onRetry={() => void book.refetch()} />;
  if (book.data.total === 0) {
    return (
      <Empty
        description={
          book.data.masteredCount > 0
            ? `错题都已掌握（已移出 ${book.data.masteredCount} 道），继续保持！`
            : '还没有错题。做题时答错的题目会自动收录到这里。'
        }
      />
    );
  }
  return (
    <div>
      <div className={styles.row}>
        <span>
          共 <strong data-testid="error-total">{book.data.total}</strong> 道错题，已掌握{' '}
          {book.data.masteredCount} 道
          <span className={styles.muted}>
            （连续答对 {book.data.removeStreak} 次自动移出错题本）
          </span>
        </span>
        <span className={styles.spacer} />
        <Button type="primary" loading={start.isPending} onClick={() => practise(null)}>
          全部错题重练
        </Button>
      </div>
      <List
        aria-label="错题知识点"
        dataSource={book.data.groups}
        rowKey={(item) => `${item.subjectId}-${item.knowledgePointId}`}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="view"
                type="link"
                onClick={() => {
                  setGroup(item);
                  setPage(1);
                }}
              >
                查看错题
              </Button>,
              <Button key="practise" loading={start.isPending} onClick={() => practise(item)}>
                练习本组
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  {item.name} <Tag>{item.subjectName}</Tag>
                </span>
              }
              description={`${item.count} 道错题 · 最近答错于 ${new Date(item.lastWrongAt).toLocaleDateString('zh-CN')}`}
            />
          </List.Item>
        )}
      />
      <div className={styles.row} style={{ margin: '16px 0 8px' }}>
        <strong>{group ? `${group.name} 的错题` : '全部错题'}</strong>
        {group && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              setGroup(null);
              setPage(1);
            }}
          >
            查看全部
          </Button>
        )}
      </div>
      {entries.isPending && <LoadingState />}
      {entries.isError && (
        <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />
      )}
      {entries.data?.list.map((entry) => (
        <div key={entry.questionId} className={styles.card} style={{ marginBottom: 12 }}>
          <div className={styles.listMeta}>
            <span>答错 {entry.wrongCount} 次</span>
            <span>
              已连续答对 {entry.rightStreak}/{book.data.removeStreak} 次
            </span>
            <span>我上次的答案：{entry.lastAnswer || '未作答'}</span>
          </div>
          {entry.question.questionTypeCode === 'composite' ? (
            <CompositeQuestion
              question={entry.question}
              firstNumber={1}
              values={{ [entry.questionId]: entry.lastAnswer }}
              review={{ [entry.questionId]: { isCorrect: 0 } }}
            />
          ) : (
            <QuestionBlock
              question={entry.question}
              number={1}
              value={entry.lastAnswer}
              review={{ isCorrect: 0 }}
            />
          )}
        </div>
      ))}
      {entries.data && entries.data.total > PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={entries.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
