import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ExaminationPage() {
  return <ComingSoonPage title="在线考试" />;
}
