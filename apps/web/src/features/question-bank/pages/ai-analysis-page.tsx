import { RobotOutlined } from '@ant-design/icons';
import { Empty, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useQuestionView } from '../api/favorites-question-view';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { WidgetDemo } from '../components/widget-demo';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';
import own from './ai-analysis-page.module.css';

const NOTE = 'AI解析会结合题干、选项、材料与标准答案，为你梳理考点、解题思路、逐项分析与易错点。';

/**
 * The AiAnalysis route: ?questionId=… shows that question as the review does, with its AI
 * analysis in the answer and analysis panel. The key is only revealed for questions already
 * handed in, and so is the AI analysis, which would give it away.
 */
export default function AiAnalysisPage() {
  const [params] = useSearchParams();
  const questionId = idParam(params.get('questionId'));
  const signedIn = hasToken();
  const view = useQuestionView(signedIn && questionId ? questionId : null);

  if (!questionId) {
    return (
      <WidgetDemo title="AI解析" note={NOTE}>
        <Empty
          className={own.empty}
          image={<RobotOutlined className={own.emptyIcon} />}
          description={
            <>
              AI解析在已作答题目的“答案解析”中提供：完成一次练习并交卷后，
              <br />
              在每道题的题目解析下点击“生成AI解析”即可。
            </>
          }
        >
          <Space wrap>
            <LinkButton type="primary" to={pathTo('ClassSubjectLibrary')}>
              去题库练习
            </LinkButton>
            <LinkButton to={pathTo('Record')}>查看做题记录</LinkButton>
          </Space>
        </Empty>
      </WidgetDemo>
    );
  }
  if (!signedIn) return <LoginRequired what="使用AI解析" />;

  const question = view.data;
  const locked = !!question && (question.locked || question.sonQuestion.some((son) => son.locked));
  return (
    <WidgetDemo title="AI解析" note={NOTE}>
      {view.isPending && <LoadingState />}
      {view.isError && <ErrorState error={view.error} onRetry={() => void view.refetch()} />}
      {question &&
        (question.questionTypeCode === 'composite' ? (
          <CompositeQuestion
            question={question}
            firstNumber={1}
            values={{}}
            review={Object.fromEntries(question.sonQuestion.map((son) => [son.id, {}]))}
          />
        ) : (
          <QuestionBlock question={question} number={1} value={undefined} review={{}} />
        ))}
      {locked && (
        <p className={styles.muted}>完成包含本题的练习并交卷后，即可查看答案、解析并生成AI解析。</p>
      )}
    </WidgetDemo>
  );
}
