import { Alert, App, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { isApiError } from '../../../lib/api';
import { pathTo } from '../../../lib/paths';
import { fetchGradedAnswer } from '../api/grading-graded';
import { gradeAnswer } from '../api/grading-grade';
import { gradingKeys } from '../api/keys';
import type { GradedAnswer } from '../types';
import { noteToHtml, noteToText } from '../lib/note-html';
import styles from '../pages/grading.module.css';
import { GradeForm } from './grade-form';
import { GradingPanels } from './grading-panels';

const GRADED_QUEUE = pathTo('Grading', {}, { status: 'graded' });

/** 修改批改: my grade of an answer, changeable while the server still allows it. */
export function ReviseGrade({ answerId }: { answerId: number }) {
  const graded = useQuery({
    queryKey: [...gradingKeys.all, 'graded', answerId],
    queryFn: () => fetchGradedAnswer(answerId),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (graded.isPending) {
    return (
      <div className={styles.panel}>
        <Spin /> 正在加载批改…
      </div>
    );
  }
  if (graded.isError) {
    return (
      <Result
        status="warning"
        title="无法修改批改"
        subTitle={graded.error.message}
        extra={
          <LinkButton type="primary" to={GRADED_QUEUE}>
            返回批改中心
          </LinkButton>
        }
      />
    );
  }
  return <Reviser graded={graded.data} />;
}

function Reviser({ graded }: { graded: GradedAnswer }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { question, learner, grade } = graded;

  const submit = async ({ score, note }: { score: number; note: string }) => {
    setBusy(true);
    try {
      await gradeAnswer({ answerId: graded.answerId, score, checkNote: noteToHtml(note) });
      message.success('批改已修改，学员将看到新的得分和评语');
      void queryClient.invalidateQueries({ queryKey: gradingKeys.all });
      void navigate(GRADED_QUEUE);
    } catch (error) {
      // The form keeps the score and note; the server says why (e.g. the window has closed).
      if (isApiError(error) && error.kind === 'unauthorized') return;
      message.error(isApiError(error) ? error.message : '修改失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={`${styles.panel} ${styles.head} ${styles.bar}`}>
        <h1 className={styles.title}>修改批改 · {learner.userName}</h1>
        <LinkButton size="small" to={GRADED_QUEUE}>
          返回批改中心
        </LinkButton>
      </div>
      <GradingPanels
        question={question}
        learner={learner}
        learnerMeta={`提交于 ${dayjs(learner.submittedAt).format('YYYY-MM-DD HH:mm')} · 批改于 ${dayjs(grade.gradedAt).format('YYYY-MM-DD HH:mm')}`}
      >
        {grade.reviseUntil ? (
          <div className={styles.form}>
            <Alert
              type="info"
              showIcon
              title={`可在 ${dayjs(grade.reviseUntil).format('MM-DD HH:mm')} 前修改得分和评语，之后成绩确定`}
            />
            <GradeForm
              maxScore={question.score}
              initial={{ score: grade.score, note: noteToText(grade.checkNote) }}
              submitLabel="保存修改"
              busy={busy}
              onSubmit={(values) => void submit(values)}
            />
          </div>
        ) : (
          <div className={styles.form} data-testid="final-grade">
            <Alert type="warning" showIcon title="成绩已确定，不能再修改" />
            <p>
              得分：{grade.score}/{question.score}分
            </p>
            {grade.checkNote ? (
              <RichText html={grade.checkNote} />
            ) : (
              <p className={styles.muted}>（无评语）</p>
            )}
          </div>
        )}
      </GradingPanels>
    </>
  );
}
