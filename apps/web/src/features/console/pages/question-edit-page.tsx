import { Alert, Result, Skeleton, Tag } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConsoleQuestionMsg, QUESTION_TYPE_NAMES } from '@shangan/shared';
import type { ConsoleQuestion } from '@shangan/shared/contracts/console/questions';
import { LinkButton } from '../../../components/link-button/link-button';
import { LoadFailedResult, ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import {
  useConsoleQuestion,
  useQuestionTargets,
  type QuestionTargets,
} from '../api/console-questions';
import { QuestionForm } from '../components/questions/question-form';
import { questionListPath } from '../components/questions/question-paths';
import questionStyles from '../components/questions/questions.module.css';
import styles from './console.module.css';

/** What a learner's answers lock, said where the editor opens. */
const ANSWERED_NOTICE =
  '已有学员作答：修改答案只影响之后的判分，已有成绩不变；题型不能再改，已作答的小题不能删除';

/**
 * A new question's place from the address (?subjectId=&paperId=), as far as it holds: a subject
 * that is offered, and a draft paper of it (only drafts take new questions).
 */
function presetOf(params: URLSearchParams, targets: QuestionTargets) {
  const subject = targets.find((target) => target.id === positiveInt(params.get('subjectId')));
  if (!subject) return {};
  const paperId = positiveInt(params.get('paperId'));
  const paper = subject.papers.find((one) => one.id === paperId && one.state === 'draft');
  return { subjectId: subject.id, ...(paper ? { paperId: paper.id } : {}) };
}

function Heading({ question }: { question: ConsoleQuestion | null }) {
  if (!question) return <h1 className={styles.editorHeading}>新建题目</h1>;
  return (
    <>
      <h1 className={styles.editorHeading}>修改题目</h1>
      <Tag>编号 {question.id}</Tag>
      <Tag color="blue">{QUESTION_TYPE_NAMES[question.typeCode]}</Tag>
      {question.vipOnly && <Tag color="gold">会员</Tag>}
      {question.paper && <Tag>试卷：{question.paper.title}</Tag>}
    </>
  );
}

/**
 * /admin/questions/:id: one question written or corrected by hand — `new` for a new one (its
 * subject and draft paper may come with the address). Saving goes back to the list, showing the
 * question's subject (and paper).
 */
export default function QuestionEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const isNew = params.id === 'new';
  const id = isNew ? null : positiveInt(params.id);
  const unknown = !isNew && id === null;
  useDocumentTitle(isNew ? '新建题目 - 教务后台' : '修改题目 - 教务后台');
  const targets = useQuestionTargets();
  const question = useConsoleQuestion(unknown ? null : id);
  const back = { label: '返回列表', to: questionListPath() };

  let content;
  if (unknown) {
    content = (
      <Result
        status="404"
        title={ConsoleQuestionMsg.notFound}
        extra={<LinkButton to={back.to}>{back.label}</LinkButton>}
      />
    );
  } else if (question.isError) {
    content = (
      <LoadFailedResult
        error={question.error}
        titles={{ 404: ConsoleQuestionMsg.notFound, 400: '这道题不能在这里修改' }}
        onRetry={() => void question.refetch()}
        back={back}
      />
    );
  } else if (targets.isError) {
    content = (
      <ReloadResult
        title="科目加载失败"
        error={targets.error}
        onReload={() => void targets.refetch()}
      />
    );
  } else if (!targets.data || (id !== null && !question.data)) {
    content = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    const loaded = id !== null ? (question.data ?? null) : null;
    content = (
      <>
        <div className={questionStyles.head}>
          <Heading question={loaded} />
        </div>
        {loaded?.answered && (
          <Alert
            className={questionStyles.locked}
            type="warning"
            showIcon
            title={ANSWERED_NOTICE}
          />
        )}
        <QuestionForm
          // The form reads the question once, when it opens.
          key={loaded?.id ?? 'new'}
          question={loaded}
          targets={targets.data}
          preset={loaded ? {} : presetOf(search, targets.data)}
          onSaved={(saved) =>
            void navigate(questionListPath({ subjectId: saved.subjectId, paperId: saved.paperId }))
          }
        />
      </>
    );
  }
  return <section className={styles.panel}>{content}</section>;
}
