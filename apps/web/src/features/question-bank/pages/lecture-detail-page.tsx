import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LectureDetailPage() {
  return <ComingSoonPage title="讲题详情" />;
}
