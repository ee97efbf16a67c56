import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function CreateBmOrderPage() {
  return <ComingSoonPage title="报名订单" />;
}
