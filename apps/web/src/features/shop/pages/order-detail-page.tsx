import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function OrderDetailPage() {
  return <ComingSoonPage title="订单详情" />;
}
