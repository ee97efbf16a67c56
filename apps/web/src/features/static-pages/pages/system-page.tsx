import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function SystemPage() {
  return <ComingSoonPage title="教学体系" />;
}
