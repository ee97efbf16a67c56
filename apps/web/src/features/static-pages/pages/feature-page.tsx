import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function FeaturePage() {
  return <ComingSoonPage title="我们的特色" />;
}
