import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyCoursePage() {
  return <ComingSoonPage title="我的课程" bare />;
}
