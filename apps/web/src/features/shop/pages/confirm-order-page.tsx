import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function ConfirmOrderPage() {
  return <ComingSoonPage title="确认订单" />;
}
