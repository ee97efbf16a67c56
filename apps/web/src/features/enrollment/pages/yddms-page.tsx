import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function YddmsPage() {
  return <ComingSoonPage title="一对多面试辅导" />;
}
