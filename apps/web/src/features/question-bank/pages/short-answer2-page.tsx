import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { ErrorState, LoginRequired } from '../components/page-states';
import { idParam } from '../lib/links';
import { ShortAnswer } from '../short-answer/components/short-answer';
import styles from '../short-answer/components/short-answer-page.module.css';

/**
 * 简答题 (分栏): the second registered version (short-answer2): materials on the
 * left scrolling on their own, the question and the answer on the right.
 */
export default function ShortAnswer2Page() {
  const [params] = useSearchParams();
  const questionId = idParam(params.get('questionId'));
  useDocumentTitle('简答题（分栏作答）');
  const backTo = pathTo('ShortAnswer', {}, { questionId });

  if (!hasToken()) return <LoginRequired what="作答简答题" />;
  return (
    <div className={`page-container ${styles.page}`}>
      <div className={styles.topBar}>
        <h1 className={styles.title}>简答题 · 分栏作答</h1>
        {questionId > 0 && (
          <LinkButton size="small" to={backTo}>
            单栏作答
          </LinkButton>
        )}
        <LinkButton size="small" to={pathTo('ClassSubjectLibrary')}>
          返回题库
        </LinkButton>
      </div>
      {questionId > 0 ? (
        <div className={styles.panel}>
          <ShortAnswer key={questionId} questionId={questionId} layout="split" />
        </div>
      ) : (
        <ErrorState error={new Error('缺少题目编号')} />
      )}
    </div>
  );
}
