import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ColumnListPage() {
  return <ComingSoonPage title="栏目列表" />;
}
