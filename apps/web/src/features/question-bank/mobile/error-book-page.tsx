import { useInfiniteQuery } from '@tanstack/react-query';
import { ActionSheet, Button, Popup, PullToRefresh } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  MobileEmpty,
  MobileError,
  MobileLoading,
  MobilePage,
  PagedList,
} from '../../../components/mobile';
import { formatDate } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { fetchErrorEntries } from '../api/error-question-info';
import { useErrorBook, type ErrorGroup } from '../api/error-question-log';
import { qbKeys } from '../api/keys';
import { useStartPractice } from '../hooks/use-start-practice';
import { QuestionView } from './practice/question-view';
import styles from './lists/collection.module.css';

const ENTRY_PAGE_SIZE = 5;

/** How many wrong questions one round of 重练 takes (the desktop takes 20). */
export const ERROR_PRACTICE_COUNTS = [10, 20, 30] as const;

/** What a round of 重练 covers: the whole book, or one knowledge point. */
interface Scope {
  name: string;
  knowledgePointId?: number;
}

export interface SubjectGroups {
  subjectId: number;
  subjectName: string;
  count: number;
  groups: ErrorGroup[];
}

/** The book's knowledge-point groups under their subjects, in the order the server gave. */
export function bySubject(groups: ErrorGroup[]): SubjectGroups[] {
  const subjects = new Map<number, SubjectGroups>();
  for (const group of groups) {
    const subject = subjects.get(group.subjectId) ?? {
      subjectId: group.subjectId,
      subjectName: group.subjectName,
      count: 0,
      groups: [],
    };
    subject.count += group.count;
    subject.groups.push(group);
    subjects.set(group.subjectId, subject);
  }
  return [...subjects.values()];
}

/** The wrong questions of a scope, with my last answer, the key and the analyses. */
function EntriesSheet({
  scope,
  removeStreak,
  onClose,
  onPractise,
}: {
  scope: Scope | null;
  removeStreak: number;
  onClose: () => void;
  onPractise: (scope: Scope) => void;
}) {
  const filter = scope?.knowledgePointId ? { knowledgePointId: scope.knowledgePointId } : {};
  const entries = useInfiniteQuery({
    queryKey: qbKeys.errorEntries({ ...filter, list: 'infinite' }),
    queryFn: ({ pageParam }) =>
      fetchErrorEntries({ ...filter, page: pageParam, size: ENTRY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * ENTRY_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: scope !== null,
  });
  return (
    <Popup
      visible={scope !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={`${styles.popup} ${styles.tallPopup}`}
    >
      {scope ? (
        <div className={styles.sheet}>
          <h2 className={styles.sheetTitle}>{scope.name}</h2>
          <PagedList
            query={entries}
            refresh={false}
            itemsOf={(page) => page.list}
            emptyText="这里的错题都已掌握"
            renderItem={(entry) => (
              <article key={entry.questionId} className={styles.entry}>
                <p className={styles.entryMeta}>
                  答错 {entry.wrongCount} 次 · 已连续答对 {entry.rightStreak}/{removeStreak} 次 ·
                  最近答错于 {formatDate(entry.lastWrongAt)}
                </p>
                {/* My last wrong answer against the key, as the desktop's error book shows it. */}
                <QuestionView
                  question={entry.question}
                  firstNumber={1}
                  values={{ [entry.questionId]: entry.lastAnswer }}
                  review={{ [entry.questionId]: { isCorrect: 0 } }}
                />
              </article>
            )}
          />
          <div className={styles.sheetFooter}>
            <Button block color="primary" onClick={() => onPractise(scope)}>
              重练这些错题
            </Button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}

/**
 * 错题本: my wrong answers by subject and knowledge point, with counts; practise the whole book
 * or a knowledge point again (a batch drawn by the server), or read the questions with my
 * answer, the key and the analyses. A question leaves the book after enough right answers in
 * a row (the server's rule, stated on the page).
 */
export default function ErrorBookPage() {
  const navigate = useNavigate();
  const book = useErrorBook();
  const [viewing, setViewing] = useState<Scope | null>(null);
  const [choosing, setChoosing] = useState<Scope | null>(null);
  const start = useStartPractice(
    (exerciseId) => void navigate(mobilePathTo('MSpecificTest', {}, { exerciseId })),
  );
  const startingId =
    start.isPending && start.variables?.kind === 'error'
      ? (start.variables.knowledgePointId ?? 0)
      : null;

  const practise = (scope: Scope) => {
    setViewing(null);
    setChoosing(scope);
  };

  let body;
  if (book.isPending) body = <MobileLoading lines={8} />;
  else if (book.isError) body = <MobileError onRetry={() => void book.refetch()} />;
  else if (book.data.total === 0) {
    body = (
      <MobileEmpty
        title={book.data.masteredCount > 0 ? '错题都已掌握' : '还没有错题'}
        description={
          book.data.masteredCount > 0
            ? `已移出 ${book.data.masteredCount} 道错题，继续保持！`
            : '做题时答错的题目会自动收录到这里'
        }
      >
        <Link to={mobilePathTo('MQuestionBank')} className={styles.emptyLink}>
          去题库练习
        </Link>
      </MobileEmpty>
    );
  } else {
    const { total, masteredCount, removeStreak, groups } = book.data;
    body = (
      <PullToRefresh onRefresh={() => book.refetch().then(() => undefined)}>
        <section className={styles.summary} aria-label="错题概况">
          <dl className={styles.summaryStats}>
            <div>
              <dt>待巩固错题</dt>
              <dd data-testid="error-total">{total}</dd>
            </div>
            <div>
              <dt>已掌握</dt>
              <dd>{masteredCount}</dd>
            </div>
          </dl>
          <p className={styles.rule}>连续答对 {removeStreak} 次的题目会自动移出错题本</p>
          <div className={styles.summaryActions}>
            <Button
              color="primary"
              loading={startingId === 0}
              onClick={() => setChoosing({ name: '全部错题' })}
            >
              全部错题重练
            </Button>
            <Button onClick={() => setViewing({ name: '全部错题' })}>查看全部错题</Button>
          </div>
        </section>
        {bySubject(groups).map((subject) => (
          <section
            key={subject.subjectId}
            className={styles.group}
            aria-label={`${subject.subjectName}错题`}
          >
            <h2 className={styles.groupTitle}>
              {subject.subjectName}
              <span>{subject.count} 道</span>
            </h2>
            <ul className={styles.points}>
              {subject.groups.map((group) => (
                <li key={`${group.subjectId}-${group.knowledgePointId}`} className={styles.point}>
                  <button
                    type="button"
                    className={styles.pointBody}
                    onClick={() =>
                      setViewing({ name: group.name, knowledgePointId: group.knowledgePointId })
                    }
                    aria-label={`查看${group.name}的错题`}
                  >
                    <strong>{group.name}</strong>
                    <span className={styles.meta}>
                      {group.count} 道错题 · 最近答错于 {formatDate(group.lastWrongAt)}
                    </span>
                  </button>
                  <button
                    type="button"
                    className={styles.redo}
                    disabled={start.isPending}
                    onClick={() =>
                      setChoosing({ name: group.name, knowledgePointId: group.knowledgePointId })
                    }
                    aria-label={`重练${group.name}`}
                  >
                    <span className={styles.pill}>
                      {startingId === group.knowledgePointId ? '出题中…' : '重练'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </PullToRefresh>
    );
  }

  return (
    <MobilePage title="错题本">
      {body}
      <EntriesSheet
        scope={viewing}
        removeStreak={book.data?.removeStreak ?? 0}
        onClose={() => setViewing(null)}
        onPractise={practise}
      />
      <ActionSheet
        visible={choosing !== null}
        onClose={() => setChoosing(null)}
        extra={choosing ? `重练「${choosing.name}」：每次最多抽取的题数` : null}
        cancelText="取消"
        closeOnAction
        safeArea
        actions={ERROR_PRACTICE_COUNTS.map((count) => ({
          key: String(count),
          text: `重练 ${count} 题`,
          onClick: () => {
            if (!choosing) return;
            start.mutate({
              kind: 'error',
              count,
              ...(choosing.knowledgePointId ? { knowledgePointId: choosing.knowledgePointId } : {}),
            });
          },
        }))}
      />
    </MobilePage>
  );
}
