import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function CoursePage() {
  return <ComingSoonPage title="课程" />;
}
