import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MiniCourseDetailPage() {
  return <ComingSoonPage title="微课详情" bare />;
}
