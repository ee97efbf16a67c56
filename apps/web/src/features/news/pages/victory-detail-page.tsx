import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VictoryDetailPage() {
  return <ComingSoonPage title="喜报详情" />;
}
