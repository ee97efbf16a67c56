import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useRecords } from '../api/exercise-log';
import { useExerciseReview } from '../api/exercise-review';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { WidgetDemo } from '../components/widget-demo';
import { fromUserAnswer, leavesOf } from '../lib/answer-model';

/**
 * The answer and analysis panel on questions I handed in last: keys and analyses are only ever
 * shown for questions already answered, so this route reviews my latest practice.
 */
export default function AnalysisItemPage() {
  const signedIn = hasToken();
  const records = useRecords({ page: 1, size: 1, status: 'submitted' }, signedIn);
  const exerciseId = records.data?.list[0]?.exerciseId ?? 0;
  const review = useExerciseReview(exerciseId);
  const [index, setIndex] = useState(0);
  if (!signedIn) return <LoginRequired what="查看答案解析" />;

  const note =
    '题目答案（我的答案、正确答案）与题目解析（文字解析、视频解析、音频解析、AI解析位置）。';
  if (records.isPending || (exerciseId > 0 && review.isPending)) {
    return (
      <WidgetDemo title="答案解析组件" note={note}>
        <LoadingState />
      </WidgetDemo>
    );
  }
  const error = records.error ?? review.error;
  if (error) {
    return (
      <WidgetDemo title="答案解析组件" note={note}>
        <ErrorState error={error} />
      </WidgetDemo>
    );
  }
  if (!review.data) {
    return (
      <WidgetDemo title="答案解析组件" note={note}>
        <Empty description="完成一次练习并交卷后，这里会展示题目的答案与解析">
          <LinkButton type="primary" to={pathTo('ClassSubjectLibrary')}>
            去练习
          </LinkButton>
        </Empty>
      </WidgetDemo>
    );
  }
  const saved = new Map(review.data.userAnswers.map((answer) => [answer.questionId, answer]));
  const leaves = leavesOf(review.data.questions);
  const values = Object.fromEntries(
    leaves.map((leaf) => [leaf.id, fromUserAnswer(leaf, saved.get(leaf.id))]),
  );
  const info = Object.fromEntries(
    leaves.map((leaf) => [leaf.id, { isCorrect: saved.get(leaf.id)?.isCorrect ?? null }]),
  );
  const question = review.data.questions[Math.min(index, review.data.questions.length - 1)]!;
  const first =
    leaves.find((leaf) => leaf.topIndex === Math.min(index, review.data.questions.length - 1))
      ?.index ?? 1;
  return (
    <WidgetDemo title="答案解析组件" note={`${note}来自：${review.data.report.title}`}>
      {question.questionTypeCode === 'composite' ? (
        <CompositeQuestion question={question} firstNumber={first} values={values} review={info} />
      ) : (
        <QuestionBlock
          question={question}
          number={first}
          value={values[question.id]}
          review={info[question.id] ?? {}}
        />
      )}
      <Pagination
        align="center"
        simple
        current={index + 1}
        pageSize={1}
        total={review.data.questions.length}
        onChange={(page) => setIndex(page - 1)}
      />
    </WidgetDemo>
  );
}
