import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileEmpty, MobileLoading, MobilePage } from '../../../components/mobile';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useQuestionView } from '../api/favorites-question-view';
import { idParam } from '../lib/links';
import { BankError } from './practice/bank-states';
import { QuestionView } from './practice/question-view';
import styles from './practice/practice.module.css';

const NOTE = 'AI解析会结合题干、选项、材料与标准答案，为你梳理考点、解题思路、逐项分析与易错点。';

/**
 * AI解析 (?questionId=…): the question as the review shows it, with its AI analysis under the
 * answer and analysis panel. The server releases the key, and so the AI analysis, only for
 * questions the learner has handed in.
 */
export default function AiAnalysisPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const questionId = idParam(params.get('questionId'));
  const view = useQuestionView(questionId || null);
  const question = view.data;
  // A 申论 answer is handed in on its own screen, which shows its reference answer and AI解析.
  const essay = question
    ? [question, ...question.sonQuestion].find(
        (item) => item.questionTypeCode === 'short_answer' && item.locked,
      )
    : undefined;

  return (
    <MobilePage title="AI解析">
      <div className={`${styles.scope} ${styles.pagePad}`}>
        <p className={styles.note}>{NOTE}</p>
        {!questionId && (
          <MobileEmpty
            title="完成练习后即可使用AI解析"
            description="交卷后在“答案解析”的每道题下点按“生成AI解析”即可。"
          >
            <div className={styles.stateActions}>
              <Button color="primary" onClick={() => void navigate(mobilePathTo('MQuestionBank'))}>
                去题库练习
              </Button>
            </div>
          </MobileEmpty>
        )}
        {questionId > 0 && view.isPending && <MobileLoading lines={8} />}
        {view.isError && <BankError error={view.error} onRetry={() => void view.refetch()} />}
        {question && (
          <QuestionView
            question={question}
            firstNumber={1}
            values={{}}
            hideMyAnswer
            review={Object.fromEntries(
              [question, ...question.sonQuestion].map((item) => [item.id, {}]),
            )}
          />
        )}
        {essay && (
          <div className={styles.stateActions}>
            <Button
              color="primary"
              fill="outline"
              onClick={() =>
                void navigate(mobilePathTo('MShortAnswer', {}, { questionId: essay.id }))
              }
            >
              去申论作答页查看
            </Button>
          </div>
        )}
      </div>
    </MobilePage>
  );
}
