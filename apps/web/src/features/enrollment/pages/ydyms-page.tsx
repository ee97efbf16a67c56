import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function YdymsPage() {
  return <ComingSoonPage title="一对一面试辅导" />;
}
