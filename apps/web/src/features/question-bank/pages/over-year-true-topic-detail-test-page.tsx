import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OverYearTrueTopicDetailTestPage() {
  return <ComingSoonPage title="真题作答" />;
}
