import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function VipRightsPage() {
  return <ComingSoonPage title="VIP权益" />;
}
