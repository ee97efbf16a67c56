import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function YddbsPage() {
  return <ComingSoonPage title="一对多笔试辅导" />;
}
