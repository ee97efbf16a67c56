import { Alert, App, Button, Empty, Input, Modal, Rate, Result, Spin, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { ReloadResult } from '../../../components/page-states/page-states';
import { RichText } from '../../../components/rich-text/rich-text';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { correctHomework } from '../api/correct-homework';
import type { CorrectHomeworkBody, CorrectHomeworkResult } from '../api/correct-homework';
import { useHomeworkSheet } from '../api/homework-sheet';
import { gradingKeys } from '../api/keys';
import { GraderGate } from '../components/grader-gate';
import { HomeworkItem } from '../components/homework-item';
import {
  clearDraft,
  draftFromSheet,
  loadDraft,
  saveDraft,
  type CorrectionDraft,
  type ItemDraft,
} from '../lib/correction-draft';
import { LIMITS, MSG, itemScoreProblem } from '../lib/homework-rules';
import { noteToHtml } from '../lib/note-html';
import { positive } from '../lib/search-params';
import type { HomeworkSheet, HomeworkState } from '../types';
import styles from './homework-correct.module.css';

const QUEUE = pathTo('Grading', {}, { kind: 'homework' });

const STATE_TEXT: Record<HomeworkState, string> = {
  todo: '未提交',
  draft: '学员重做中',
  submitted: '待批改',
  returned: '已退回',
  corrected: '已批改',
};

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/**
 * 作业批改 (?id=<submissionId>): one learner's hand-in of a homework, for its course's teacher.
 * A waiting one is corrected here — scores, comments and marks drawn on the photos, or returned
 * to be redone with a reason; a corrected or returned one opens read-only.
 */
export default function HomeworkCorrectPage() {
  useDocumentTitle('作业批改');
  const id = positive(useSearchParams()[0].get('id'));
  return (
    <div className={`page-container ${styles.page}`}>
      <GraderGate role="teacher">
        {id ? (
          // 下一份 opens another submission on this page: nothing of this one is carried over.
          <Loader key={id} submissionId={id} />
        ) : (
          <Trouble title="无法批改" text="缺少作业提交编号" />
        )}
      </GraderGate>
    </div>
  );
}

function Trouble({ title, text }: { title: string; text: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={text}
      extra={
        <LinkButton type="primary" to={QUEUE}>
          返回批改中心
        </LinkButton>
      }
    />
  );
}

function Loader({ submissionId }: { submissionId: number }) {
  const sheet = useHomeworkSheet(submissionId, true);
  // Kept here, above the sheet: once sent, the result stays on screen whatever the sheet does.
  const [done, setDone] = useState<Done | null>(null);
  if (done) return <Finished done={done} />;
  if (sheet.isPending) {
    return (
      <div className={styles.panel} data-testid="homework-loading">
        <Spin /> 正在加载作业…
      </div>
    );
  }
  if (sheet.isError) {
    const code = isApiError(sheet.error) ? sheet.error.code : 0;
    if (code === 403) {
      return (
        <PageResult
          status="403"
          title={MSG.noCorrectRight}
          subTitle={sheet.error.message}
          action={{ label: '返回批改中心', to: QUEUE }}
        />
      );
    }
    if (code === 404 || code === 400) {
      return <Trouble title="作业不存在" text={sheet.error.message} />;
    }
    return (
      <ReloadResult
        title="作业加载失败"
        error={sheet.error}
        onReload={() => void sheet.refetch()}
      />
    );
  }
  const { submission } = sheet.data;
  // A new state (corrected elsewhere, handed in again) starts the screen afresh.
  return (
    <Corrector
      key={`${submission.state}:${submission.attempt}`}
      sheet={sheet.data}
      submissionId={submissionId}
      onStale={() => void sheet.refetch()}
      onDone={setDone}
    />
  );
}

interface Done {
  action: 'correct' | 'return';
  result: CorrectHomeworkResult;
  totalScore: number;
}

function Corrector({
  sheet,
  submissionId,
  onStale,
  onDone,
}: {
  sheet: HomeworkSheet;
  submissionId: number;
  onStale: () => void;
  onDone: (done: Done) => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { homework, submission, items, answers } = sheet;
  const editable = submission.state === 'submitted';
  const attempt = submission.attempt;
  const base = useMemo(() => draftFromSheet(sheet), [sheet]);
  const [restored] = useState(() => (editable ? loadDraft(submissionId, attempt, base) : null));
  const [draft, setDraft] = useState<CorrectionDraft>(restored ?? base);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const touched = useRef(false);
  const sent = useRef(false);

  // What the teacher has done so far is kept for this tab, so a reload does not lose it.
  useEffect(() => {
    if (editable && touched.current && !sent.current) saveDraft(submissionId, attempt, draft);
  }, [draft, editable, submissionId, attempt]);

  const subjective = items.filter((item) => item.kind === 'subjective');
  const answerOf = (itemId: number) => answers.find((answer) => answer.itemId === itemId);
  const objectiveScore =
    submission.objectiveScore ??
    items
      .filter((item) => item.kind === 'objective')
      .reduce((sum, item) => sum + (answerOf(item.itemId)?.score ?? 0), 0);
  const subjectiveScore = subjective.reduce((sum, item) => {
    const score = draft.items[item.itemId]?.score;
    return sum + (typeof score === 'number' && Number.isFinite(score) ? score : 0);
  }, 0);

  const changeItem = (itemId: number, next: ItemDraft) => {
    touched.current = true;
    setDraft((current) => ({ ...current, items: { ...current.items, [itemId]: next } }));
    setProblems((current) => {
      if (!current[itemId]) return current;
      const rest = { ...current };
      delete rest[itemId];
      return rest;
    });
  };

  const finish = (action: Done['action'], result: CorrectHomeworkResult) => {
    sent.current = true;
    clearDraft(submissionId, attempt);
    // The queue and its counts are asked again; this sheet is only marked old, for when it is
    // opened again (查看).
    void queryClient.invalidateQueries({ queryKey: [...gradingKeys.homework, 'queue'] });
    void queryClient.invalidateQueries({
      queryKey: gradingKeys.homeworkSheet(submissionId),
      refetchType: 'none',
    });
    onDone({ action, result, totalScore: homework.totalScore });
  };

  const fail = (error: unknown) => {
    // What the teacher did stays on screen (and in this tab's storage) whatever went wrong.
    if (isApiError(error) && error.kind === 'unauthorized') return;
    message.error(isApiError(error) ? error.message : '提交失败，请稍后再试');
    // Corrected or returned meanwhile (another teacher, another tab): show it as it now is.
    if (isApiError(error) && error.message === MSG.notSubmitted) onStale();
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    for (const item of subjective) {
      const problem = itemScoreProblem(draft.items[item.itemId]?.score, item.score);
      if (problem) found[item.itemId] = problem;
    }
    const firstBad = subjective.find((item) => found[item.itemId]);
    if (firstBad) {
      setProblems(found);
      const missing = Object.values(found).includes(MSG.scoreMissing);
      message.error(
        missing ? MSG.scoreMissing : `第${firstBad.number}题：${found[firstBad.itemId]}`,
      );
      document
        .getElementById(`homework-item-${firstBad.itemId}`)
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    const overall = noteToHtml(draft.comment);
    const tooLong = subjective.find(
      (item) => noteToHtml(draft.items[item.itemId]?.comment ?? '').length > LIMITS.comment,
    );
    if (tooLong || overall.length > LIMITS.comment) {
      message.error(tooLong ? `第${tooLong.number}题评语过长` : '总评过长');
      return;
    }
    const body: CorrectHomeworkBody = {
      action: 'correct',
      items: subjective.map((item) => {
        const itemDraft = draft.items[item.itemId]!;
        const comment = noteToHtml(itemDraft.comment);
        const pictures = answerOf(item.itemId)?.pictures ?? [];
        return {
          itemId: item.itemId,
          score: itemDraft.score!,
          ...(comment ? { comment } : {}),
          // Every photo of the answer with its marks as they now stand (none: an empty list).
          ...(pictures.length > 0
            ? {
                marks: pictures.map((picture) => ({
                  picture: picture.url,
                  shapes: itemDraft.marks[picture.url] ?? [],
                })),
              }
            : {}),
        };
      }),
      ...(overall ? { comment: overall } : {}),
    };
    setBusy(true);
    try {
      const result = await correctHomework(submissionId, body);
      message.success('批改成功');
      finish('correct', result);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const sendReturn = async (returnReason: string) => {
    setBusy(true);
    try {
      const result = await correctHomework(submissionId, { action: 'return', returnReason });
      message.success('已退回，学员可修改后重新提交');
      setReturning(false);
      finish('return', result);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className={`${styles.panel} ${styles.head}`}>
        <div className={styles.headMain}>
          <h1 className={styles.title}>
            {editable ? '作业批改' : '查看作业'} · {homework.title}
          </h1>
          <p className={styles.meta}>
            <span>
              {homework.courseTitle} · {homework.lessonTitle}
            </span>
            <span>学员：{submission.studentName}</span>
            <span>提交于 {time(submission.submittedAt)}</span>
            {submission.late && <Tag color="orange">迟交</Tag>}
            {submission.attempt > 1 && <Tag>第{submission.attempt}次提交</Tag>}
            <Tag color={editable ? 'processing' : undefined}>{STATE_TEXT[submission.state]}</Tag>
          </p>
        </div>
        <LinkButton size="small" to={QUEUE}>
          返回批改中心
        </LinkButton>
      </header>

      {submission.state === 'returned' && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title="已退回重做"
          description={`退回原因：${submission.returnReason || '—'}`}
        />
      )}
      {submission.state === 'corrected' && (
        <Alert
          className={styles.notice}
          type="success"
          showIcon
          title={`已批改 · 得分 ${submission.score ?? '—'}/${homework.totalScore}分`}
          description={
            <>
              {submission.teacherName ? `批改老师：${submission.teacherName} · ` : ''}
              批改于 {time(submission.correctedAt)}
              {submission.evaluation && (
                <span className={styles.evaluation}>
                  学员评价：
                  <Rate disabled value={submission.evaluation.rating} className={styles.rate} />
                  <span>{submission.evaluation.content}</span>
                </span>
              )}
            </>
          }
        />
      )}
      {showRestored && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title="已恢复本页未提交的批改（得分、评语和批注）"
          action={
            <Button
              size="small"
              onClick={() => {
                clearDraft(submissionId, attempt);
                setDraft(base);
                setShowRestored(false);
              }}
            >
              重新批改
            </Button>
          }
          closable={{ onClose: () => setShowRestored(false) }}
        />
      )}

      {items.length === 0 ? (
        <div className={styles.panel}>
          <Empty description="该作业没有题目" />
        </div>
      ) : (
        <div className={styles.items}>
          {items.map((item) => (
            <HomeworkItem
              key={item.itemId}
              item={item}
              answer={answerOf(item.itemId)}
              draft={draft.items[item.itemId]}
              onDraft={
                editable && item.kind === 'subjective'
                  ? (next) => changeItem(item.itemId, next)
                  : undefined
              }
              problem={problems[item.itemId]}
              graded={submission.state === 'submitted' || submission.state === 'corrected'}
            />
          ))}
        </div>
      )}

      <section className={`${styles.panel} ${styles.footer}`} aria-label="总评与提交">
        {/* A returned or redone hand-in has no scores to add up. */}
        {(editable || submission.state === 'corrected') && (
          <div className={styles.total}>
            客观题 {objectiveScore}分 + 主观题 {subjectiveScore}分 ={' '}
            <strong>{objectiveScore + subjectiveScore}</strong>/{homework.totalScore}分
          </div>
        )}
        {editable ? (
          <>
            <Input.TextArea
              value={draft.comment}
              onChange={(event) => {
                touched.current = true;
                setDraft((current) => ({ ...current, comment: event.target.value }));
              }}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={LIMITS.comment}
              placeholder="总评（选填）：整体表现和改进建议"
              aria-label="总评"
            />
            <div className={styles.actions}>
              <Button danger disabled={busy} onClick={() => setReturning(true)}>
                退回重做
              </Button>
              <Button type="primary" loading={busy} onClick={() => void submit()}>
                提交批改
              </Button>
            </div>
          </>
        ) : submission.comment ? (
          <div>
            <strong>总评：</strong>
            <RichText html={submission.comment} />
          </div>
        ) : null}
      </section>

      <ReturnDialog
        open={returning}
        busy={busy}
        onCancel={() => setReturning(false)}
        onSend={(reason) => void sendReturn(reason)}
      />
    </>
  );
}

/** 退回重做: why, which the learner reads before redoing the homework. */
function ReturnDialog({
  open,
  busy,
  onCancel,
  onSend,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSend: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title="退回重做"
      okText="确认退回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onCancel}
      onOk={() => {
        const text = reason.trim();
        if (!text) {
          setProblem(MSG.returnReasonMissing);
          return;
        }
        onSend(text);
      }}
      destroyOnHidden
    >
      <p className={styles.muted}>学员将看到退回原因，修改后可重新提交。</p>
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={LIMITS.returnReason}
        showCount
        status={problem ? 'error' : undefined}
        placeholder="请写明需要重做的原因"
        aria-label="退回原因"
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}

/** After the correction or the return: on to the next waiting one of the course, or back. */
function Finished({ done }: { done: Done }) {
  const { action, result, totalScore } = done;
  const next = result.nextSubmissionId;
  const top = useRef<HTMLDivElement>(null);
  // The result replaces a long page: bring it into view.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div ref={top}>
      <Result
        status="success"
        title={action === 'correct' ? '批改成功' : '已退回重做'}
        subTitle={
          <>
            {action === 'correct' && result.score !== null && (
              <span>
                得分 {result.score}/{totalScore}分。
              </span>
            )}
            {next === null && <span>本课程的作业已全部批改。</span>}
          </>
        }
        extra={
          next === null
            ? [
                <LinkButton key="queue" type="primary" to={QUEUE}>
                  返回批改中心
                </LinkButton>,
              ]
            : [
                <LinkButton
                  key="next"
                  type="primary"
                  to={pathTo('HomeworkCorrect', {}, { id: next })}
                >
                  下一份
                </LinkButton>,
                <LinkButton key="queue" to={QUEUE}>
                  返回批改中心
                </LinkButton>,
              ]
        }
      />
    </div>
  );
}
