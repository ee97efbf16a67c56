import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function PayLocalPage() {
  return <ComingSoonPage title="订单支付" />;
}
