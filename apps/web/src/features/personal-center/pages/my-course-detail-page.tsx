import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyCourseDetailPage() {
  return <ComingSoonPage title="课程学习" bare />;
}
