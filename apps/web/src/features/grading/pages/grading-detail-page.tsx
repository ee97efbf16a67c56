import { App, Button, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { claimAnswer } from '../api/grading-claim';
import { gradeAnswer } from '../api/grading-grade';
import { releaseAnswer } from '../api/grading-release';
import { gradingKeys } from '../api/keys';
import type { ClaimedAnswer } from '../types';
import { GradeForm } from '../components/grade-form';
import { GraderGate } from '../components/grader-gate';
import { GradingPanels } from '../components/grading-panels';
import { ReviseGrade } from '../components/revise-grade';
import { useGradingLock } from '../hooks/use-grading-lock';
import { noteToHtml } from '../lib/note-html';
import styles from './grading.module.css';

const TAKEN = '该作答正在由其他老师批改';
/** The server's refusal when the lock lapsed (the page was asleep, the network away). */
const LOCK_LOST = '批改已超时，请重新领取后再批改';

/**
 * 批改: one learner's answer, claimed for this grader while the page is open; with ?revise=1 an
 * answer this grader graded, to change the grade while that is still allowed.
 */
export default function GradingDetailPage() {
  const revise = useSearchParams()[0].get('revise') === '1';
  const answerId = Number(useParams().answerId);
  useDocumentTitle(revise ? '修改批改' : '批改作答');
  return (
    <div className={`page-container ${styles.page}`}>
      <GraderGate>
        {revise && Number.isInteger(answerId) && answerId > 0 ? (
          <ReviseGrade answerId={answerId} />
        ) : (
          <Detail />
        )}
      </GraderGate>
    </div>
  );
}

function Detail() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const answerId = Number(useParams().answerId);
  const valid = Number.isInteger(answerId) && answerId > 0;
  const claim = useQuery({
    queryKey: [...gradingKeys.all, 'claim', answerId],
    queryFn: () => claimAnswer(answerId),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const taken = isApiError(claim.error) && claim.error.code === 409;

  useEffect(() => {
    if (!taken) return;
    message.warning(TAKEN);
    void navigate(pathTo('Grading'), { replace: true });
  }, [taken, message, navigate]);

  if (!valid) return <Missing text="缺少作答编号" />;
  if (claim.isPending) {
    return (
      <div className={styles.panel}>
        <Spin /> 正在领取作答…
      </div>
    );
  }
  if (claim.isError) return <Missing text={taken ? TAKEN : claim.error.message} />;
  return <Grader claimed={claim.data} />;
}

function Missing({ text }: { text: string }) {
  return (
    <Result
      status="warning"
      title="无法批改"
      subTitle={text}
      extra={
        <LinkButton type="primary" to={pathTo('Grading')}>
          返回批改中心
        </LinkButton>
      }
    />
  );
}

function Grader({ claimed }: { claimed: ClaimedAnswer }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { question, learner } = claimed;
  // Renewal failing means another grader has it now: say so, and keep the form as it is.
  const lock = useGradingLock(claimed.answerId, claimed.lockExpiresAt, (error) => {
    message.warning(isApiError(error) ? error.message : '批改锁续期失败，请检查网络');
  });

  const back = () => {
    void queryClient.invalidateQueries({ queryKey: [...gradingKeys.all, 'queue'] });
    void navigate(pathTo('Grading'));
  };

  const submit = async ({ score, note }: { score: number; note: string }) => {
    setBusy(true);
    const input = { answerId: claimed.answerId, score, checkNote: noteToHtml(note) };
    try {
      try {
        await gradeAnswer(input);
      } catch (error) {
        // A lapsed lock: take it again (if nobody else has) and send the same score and note.
        if (!isApiError(error) || error.message !== LOCK_LOST) throw error;
        // Taken meanwhile: the lock's onLost has said so.
        if (!(await lock.renew())) return;
        await gradeAnswer(input);
      }
      message.success('批改完成');
      back();
    } catch (error) {
      // The form keeps the score and note whatever went wrong.
      if (isApiError(error) && error.kind === 'unauthorized') return;
      message.error(isApiError(error) ? error.message : '批改提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const release = () =>
    modal.confirm({
      title: '放弃批改？',
      content: '作答会回到待批改队列，其他老师可以领取。',
      okText: '放弃批改',
      cancelText: '继续批改',
      onOk: async () => {
        await releaseAnswer(claimed.answerId).catch(() => undefined);
        back();
      },
    });

  return (
    <>
      <div className={`${styles.panel} ${styles.head} ${styles.bar}`}>
        <h1 className={styles.title}>批改作答 · {learner.userName}</h1>
        <LinkButton size="small" to={pathTo('Grading')}>
          返回批改中心
        </LinkButton>
      </div>
      <GradingPanels
        question={question}
        learner={learner}
        learnerMeta={`提交于 ${dayjs(learner.submittedAt).format('YYYY-MM-DD HH:mm')} · 锁定至 ${dayjs(lock.expiresAt).format('HH:mm')}`}
      >
        <GradeForm
          maxScore={question.score}
          initial={{ score: null, note: '' }}
          submitLabel="提交批改"
          busy={busy}
          onSubmit={(values) => void submit(values)}
          extra={
            <Button onClick={release} disabled={busy}>
              放弃批改
            </Button>
          }
        />
      </GradingPanels>
    </>
  );
}
