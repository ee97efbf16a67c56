import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OrderPage() {
  return <ComingSoonPage title="我的订单" bare />;
}
