import { Button, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { usePaperPreview } from '../api/paper-preview';
import { BankNav } from '../components/bank-nav';
import { CompositeQuestion } from '../components/composite-question';
import { ErrorState, LoadingState } from '../components/page-states';
import { QuestionBlock } from '../components/question-block';
import { leavesOf } from '../lib/answer-model';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

/** The whole paper to read or print, without keys; starring works here too. */
export default function PaperPreViewPage() {
  const [params] = useSearchParams();
  const paperId = idParam(params.get('paperId'));
  const preview = usePaperPreview(paperId);
  useDocumentTitle(preview.data ? `${preview.data.paper.title}（预览）` : '试卷预览');
  const leaves = leavesOf(preview.data?.questions ?? []);
  const firstOf = (topIndex: number) =>
    leaves.find((leaf) => leaf.topIndex === topIndex)?.index ?? 1;

  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      <section className={styles.panel}>
        {preview.isPending && <LoadingState />}
        {preview.isError && (
          <ErrorState
            error={preview.error}
            onRetry={() => void preview.refetch()}
            backTo={pathTo('OverYearTrueTopic')}
          />
        )}
        {preview.data && (
          <>
            <div className={styles.row}>
              <h1 className={styles.panelTitle}>{preview.data.paper.title}</h1>
              <span className={styles.spacer} />
              <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
                打印
              </Button>
              <LinkButton
                type="primary"
                to={pathTo('OverYearTrueTopicDetailTest', {}, { paperId })}
              >
                开始练习
              </LinkButton>
            </div>
            <p className={styles.muted}>
              <Tag>{preview.data.paper.year}年</Tag>
              <Tag>{preview.data.paper.region}</Tag>共{leaves.length}题，总分
              {preview.data.paper.totalScore}分，建议用时
              {preview.data.paper.timeLimitMinutes}分钟
            </p>
            {preview.data.questions.map((question, topIndex) =>
              question.questionTypeCode === 'composite' ? (
                <CompositeQuestion
                  key={question.id}
                  question={question}
                  firstNumber={firstOf(topIndex)}
                  values={{}}
                />
              ) : (
                <QuestionBlock
                  key={question.id}
                  question={question}
                  number={firstOf(topIndex)}
                  value={undefined}
                />
              ),
            )}
          </>
        )}
      </section>
    </div>
  );
}
