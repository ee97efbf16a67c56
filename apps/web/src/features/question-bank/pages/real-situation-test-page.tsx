import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function RealSituationTestPage() {
  return <ComingSoonPage title="情景模拟测试" />;
}
