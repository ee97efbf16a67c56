import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function StudyPage() {
  return <ComingSoonPage title="学习中心" bare />;
}
