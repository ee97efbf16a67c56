import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TheColumnListPage() {
  return <ComingSoonPage title="资讯栏目" />;
}
