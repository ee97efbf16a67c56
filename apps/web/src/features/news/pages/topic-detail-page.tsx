import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TopicDetailPage() {
  return <ComingSoonPage title="专题详情" />;
}
