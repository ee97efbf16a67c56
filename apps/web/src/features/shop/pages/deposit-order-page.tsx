import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function DepositOrderPage() {
  return <ComingSoonPage title="定金订单" />;
}
