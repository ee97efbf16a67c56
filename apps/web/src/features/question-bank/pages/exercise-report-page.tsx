import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { hasToken } from '../../../lib/session-storage';
import { useExerciseReport } from '../api/exercise-report';
import { BankNav } from '../components/bank-nav';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { ReportView } from '../components/report-view';
import { idParam } from '../lib/links';
import styles from '../components/bank.module.css';

/** 练习报告 of a handed-in attempt (?exerciseId=…). */
export default function ExerciseReportPage() {
  const [params] = useSearchParams();
  const exerciseId = idParam(params.get('exerciseId'));
  const report = useExerciseReport(hasToken() ? exerciseId : 0);
  useDocumentTitle(report.data ? `练习报告 · ${report.data.title}` : '练习报告');
  if (!hasToken()) return <LoginRequired what="查看练习报告" />;
  return (
    <div className={`page-container ${styles.page}`}>
      <BankNav />
      {!exerciseId && <ErrorState error={new Error('缺少练习编号')} />}
      {exerciseId > 0 && report.isPending && <LoadingState />}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && (
        <>
          <h1 className={styles.panelTitle}>练习报告 · {report.data.title}</h1>
          <ReportView data={report.data} />
        </>
      )}
    </div>
  );
}
