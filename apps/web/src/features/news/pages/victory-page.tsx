import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VictoryPage() {
  return <ComingSoonPage title="上岸喜报" />;
}
