import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OverYearTrueTopicDetailPage() {
  return <ComingSoonPage title="真题详情" />;
}
