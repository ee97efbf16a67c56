import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

export default function MyVipPage() {
  return <ComingSoonPage title="我的会员" bare />;
}
