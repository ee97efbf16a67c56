import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function YdybsPage() {
  return <ComingSoonPage title="一对一笔试辅导" />;
}
