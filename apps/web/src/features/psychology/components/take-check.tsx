import { Alert, Button, Progress } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useCheckQuestions } from '../api/check-questions';
import { useSubmitCheck } from '../api/submit-check';
import { clearTaking, loadTaking, saveTaking, type Taking } from '../lib/answer-store';
import styles from '../psychology.module.css';
import { LoadFailed, TakingSkeleton } from './page-states';

interface TakeCheckProps {
  checkId: number;
  userId: number;
}

/**
 * Answering a scale one item at a time: a choice moves on to the next item, 上一题 and the answer
 * sheet go back to any of them. Every change is kept in this tab (answer-store.ts), so a reload
 * resumes where it was. 提交测评 first makes sure every item is answered, naming the first one
 * left, then hands the answers in with the taking's token and opens the report.
 */
export function TakeCheck({ checkId, userId }: TakeCheckProps) {
  const navigate = useNavigate();
  const query = useCheckQuestions(checkId);
  const submit = useSubmitCheck();
  const [taking, setTaking] = useState<Taking>(() => loadTaking(userId, checkId));
  const [hint, setHint] = useState('');
  const [handedIn, setHandedIn] = useState(false);
  useDocumentTitle(query.data ? `${query.data.check.name} - 心理测评` : '心理测评');

  useEffect(() => {
    if (!handedIn) saveTaking(userId, checkId, taking);
  }, [userId, checkId, taking, handedIn]);

  if (query.isPending) return <TakingSkeleton />;
  if (query.isError) {
    return (
      <section className={styles.panel}>
        <LoadFailed
          error={query.error}
          onRetry={() => void query.refetch()}
          notFoundTitle="测评不存在"
        />
      </section>
    );
  }

  const { check, questions } = query.data;
  if (questions.length === 0) {
    return (
      <section className={styles.panel}>
        <LoadFailed error={new Error('这项测评暂时没有题目')} />
      </section>
    );
  }
  const last = questions.length - 1;
  const current = Math.min(Math.max(0, taking.current), last);
  const question = questions[current]!;
  const chosen = taking.answers[String(question.id)];
  const isAnswered = (id: number) => taking.answers[String(id)] !== undefined;
  const answered = questions.filter((item) => isAnswered(item.id)).length;
  const complete = answered === questions.length;

  const goTo = (index: number) => {
    setHint('');
    setTaking((before) => ({ ...before, current: Math.min(Math.max(0, index), last) }));
  };

  const choose = (optionId: number) => {
    setHint('');
    setTaking((before) => ({
      ...before,
      answers: { ...before.answers, [String(question.id)]: optionId },
      // A choice moves on; the last item stays, with 提交测评 under it.
      current: current < last ? current + 1 : current,
    }));
  };

  const handIn = () => {
    const missing = questions.filter((item) => !isAnswered(item.id));
    if (missing.length > 0) {
      const first = missing[0]!;
      setTaking((before) => ({ ...before, current: questions.indexOf(first) }));
      setHint(`还有${missing.length}题未作答，请先完成第${first.no}题`);
      return;
    }
    submit.mutate(
      {
        checkId,
        answers: questions.map((item) => ({
          questionId: item.id,
          optionId: taking.answers[String(item.id)]!,
        })),
        submitToken: taking.token,
      },
      {
        onSuccess: ({ recordId }) => {
          setHandedIn(true);
          clearTaking(userId, checkId);
          void navigate(pathTo('PsychologyTestReport', {}, { recordId }), { replace: true });
        },
      },
    );
  };

  return (
    <section className={`${styles.panel} ${styles.taking}`} aria-label={check.name}>
      <div className={styles.takingHead}>
        <h1 className={styles.takingTitle}>{check.name}</h1>
        <span className={styles.muted}>
          第 {current + 1} / {questions.length} 题
        </span>
      </div>
      <p className={styles.instructions}>{check.instructions}</p>
      <Progress
        percent={Math.round((answered / questions.length) * 100)}
        format={() => `已答 ${answered}/${questions.length}`}
        aria-label="答题进度"
      />

      <div className={styles.takingBody}>
        <p className={styles.stem} id={`psy-q-${question.id}`}>
          <span className={styles.stemNo}>{question.no}.</span>
          {question.stem}
        </p>
        <div role="group" aria-labelledby={`psy-q-${question.id}`} className={styles.options}>
          {question.options.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={chosen === option.id}
              className={chosen === option.id ? styles.optionChosen : styles.option}
              onClick={() => choose(option.id)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>

      {hint && <Alert type="warning" showIcon title={hint} className={styles.hint} />}

      <div className={styles.takingNav}>
        <Button disabled={current === 0} onClick={() => goTo(current - 1)}>
          上一题
        </Button>
        {current < last && (
          <Button disabled={!isAnswered(question.id)} onClick={() => goTo(current + 1)}>
            下一题
          </Button>
        )}
        {(current === last || complete) && (
          <Button type="primary" loading={submit.isPending} onClick={handIn}>
            提交测评
          </Button>
        )}
      </div>

      <nav className={styles.sheet} aria-label="答题卡">
        {questions.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-label={`第${item.no}题${isAnswered(item.id) ? '（已答）' : '（未答）'}`}
            aria-current={index === current ? 'step' : undefined}
            className={[
              styles.sheetItem,
              isAnswered(item.id) ? styles.sheetDone : '',
              index === current ? styles.sheetCurrent : '',
            ].join(' ')}
            onClick={() => goTo(index)}
          >
            {item.no}
          </button>
        ))}
      </nav>

      <p className={styles.muted}>
        答案会自动保存在当前页面，刷新或稍后回来都不会丢失。
        <Link to={pathTo('PsychologyTest')}>返回测评列表</Link>
      </p>
    </section>
  );
}
