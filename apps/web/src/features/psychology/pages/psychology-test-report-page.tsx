import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useCheckRecord } from '../api/check-record';
import { LoadFailed, LoginPrompt, ReportSkeleton } from '../components/page-states';
import { ReportView } from '../components/report-view';
import { idParam } from '../lib/params';
import styles from '../psychology.module.css';

/** 测评报告 of one of my records (`?recordId=`). */
export default function PsychologyTestReportPage() {
  const [params] = useSearchParams();
  const recordId = idParam(params.get('recordId'));
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const record = useCheckRecord(recordId, viewer, !user.isPending);
  useDocumentTitle(record.data ? `${record.data.check.name}报告 - 心理测评` : '测评报告');

  let body;
  if (user.isPending) body = <ReportSkeleton />;
  else if (!user.data) {
    body = (
      <section className={styles.panel}>
        <LoginPrompt text="测评报告仅本人可见，请登录后查看。" />
      </section>
    );
  } else if (recordId === 0) {
    body = (
      <section className={styles.panel}>
        <LoadFailed error={new Error('没有指定要查看的测评记录')} />
      </section>
    );
  } else if (record.isPending) body = <ReportSkeleton />;
  else if (record.isError) {
    body = (
      <section className={styles.panel}>
        <LoadFailed
          error={record.error}
          onRetry={() => void record.refetch()}
          notFoundTitle="测评记录不存在"
        />
      </section>
    );
  } else body = <ReportView data={record.data} />;

  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={pathTo('QuestionBank')}>题库</Link> },
          { title: <Link to={pathTo('PsychologyTest')}>心理测评</Link> },
          { title: '测评报告' },
        ]}
      />
      {body}
    </div>
  );
}
