import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function CouponsPage() {
  return <ComingSoonPage title="优惠券" bare />;
}
