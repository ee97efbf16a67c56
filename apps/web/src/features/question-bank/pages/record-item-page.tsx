import { Empty } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useRecords } from '../api/exercise-log';
import { ErrorState, LoadingState, LoginRequired } from '../components/page-states';
import { RecordItem } from '../components/record-item';
import { WidgetDemo } from '../components/widget-demo';

/** The recordItem component route: my latest practice record as the record list shows it. */
export default function RecordItemPage() {
  useDocumentTitle('做题记录条目');
  const signedIn = hasToken();
  const records = useRecords({ page: 1, size: 1 }, signedIn);
  if (!signedIn) return <LoginRequired what="查看做题记录" />;
  return (
    <WidgetDemo
      title="做题记录条目"
      note="做题记录列表中的一条记录：进行中的可继续，已交卷的可看报告和解析。"
    >
      {records.isPending && <LoadingState />}
      {records.isError && (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      )}
      {records.data?.list[0] && <RecordItem item={records.data.list[0]} />}
      {records.data && records.data.list.length === 0 && (
        <Empty description="还没有做题记录">
          <LinkButton type="primary" to={pathTo('ClassSubjectLibrary')}>
            去练习
          </LinkButton>
        </Empty>
      )}
    </WidgetDemo>
  );
}
