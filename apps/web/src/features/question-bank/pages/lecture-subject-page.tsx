import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function LectureSubjectPage() {
  return <ComingSoonPage title="讲题科目" />;
}
