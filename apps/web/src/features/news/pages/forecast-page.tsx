import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ForecastPage() {
  return <ComingSoonPage title="考情预测" />;
}
