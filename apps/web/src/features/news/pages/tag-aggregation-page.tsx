import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function TagAggregationPage() {
  return <ComingSoonPage title="标签聚合" />;
}
