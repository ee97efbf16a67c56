import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SubstationPage() {
  return <ComingSoonPage title="分站首页" />;
}
