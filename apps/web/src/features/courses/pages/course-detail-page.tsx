import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function CourseDetailPage() {
  return <ComingSoonPage title="课程详情" />;
}
