import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function CourseListPage() {
  return <ComingSoonPage title="课程列表" />;
}
